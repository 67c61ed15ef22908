// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CommandLine.h"
#include "Version.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using tessera::CommandLine;

// `tessera`'s command line: what each form asks for, and that mistakes exit with code 2 and a
// message naming the mistake (checked on the real binary as well as on the parser).
class tst_CommandLine : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void noArgumentsRunsHome();
    void gameOptionOpensEachGame_data();
    void gameOptionOpensEachGame();
    void unknownGameIsAnError();
    void fileOpensSokobanWithAbsolutePath();
    void fileErrors_data();
    void fileErrors();
    void fileWithOtherGameIsAnError();
    void editOpensTheEditor();
    void editErrors();
    void helpAndVersion();
    void qtStandardOptionsAreLeftToQt_data();
    void qtStandardOptionsAreLeftToQt();
    void qtStyleIsRemembered();
    void binaryExitCodes_data();
    void binaryExitCodes();
    void binaryStartsWithQtPlatformOption();

private:
    CommandLine parse(const QStringList &args) const
    {
        return CommandLine::parse(QStringList{QStringLiteral("tessera")} + args, m_dir.path());
    }

    QTemporaryDir m_dir;
    QString m_levelFile;
};

void tst_CommandLine::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_levelFile = m_dir.filePath(QStringLiteral("levels.xsb"));
    QFile file(m_levelFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#####\n#@$.#\n#####\n");
    QDir(m_dir.path()).mkdir(QStringLiteral("folder"));
    QVERIFY(::mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("fifo.xsb"))), 0600) == 0);
    QVERIFY(QFile::link(QStringLiteral("loop.xsb"), m_dir.filePath(QStringLiteral("loop.xsb"))));
}

void tst_CommandLine::noArgumentsRunsHome()
{
    const CommandLine result = parse({});
    QVERIFY(result.ok());
    QCOMPARE(result.action, CommandLine::Action::Run);
    QCOMPARE(result.game, QString());
    QCOMPARE(result.levelFile, QString());
}

void tst_CommandLine::gameOptionOpensEachGame_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("game");
    QTest::newRow("sokoban") << QStringList{"--game", "sokoban"} << "sokoban";
    QTest::newRow("2048") << QStringList{"--game", "2048"} << "2048";
    QTest::newRow("fifteen") << QStringList{"--game", "fifteen"} << "fifteen";
    QTest::newRow("equals form") << QStringList{"--game=fifteen"} << "fifteen";
    QTest::newRow("short form") << QStringList{"-g", "2048"} << "2048";
}

void tst_CommandLine::gameOptionOpensEachGame()
{
    QFETCH(QStringList, args);
    QFETCH(QString, game);
    const CommandLine result = parse(args);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.action, CommandLine::Action::Run);
    QCOMPARE(result.game, game);
    QCOMPARE(result.levelFile, QString());
}

void tst_CommandLine::unknownGameIsAnError()
{
    const CommandLine result = parse({QStringLiteral("--game"), QStringLiteral("chess")});
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(QLatin1String("unknown game 'chess'")),
             qPrintable(result.error));
    // It says what would have been right.
    QVERIFY(result.error.contains(QLatin1String("sokoban, 2048, fifteen")));

    QVERIFY(!parse({QStringLiteral("--game")}).ok());
    QVERIFY(!parse({QStringLiteral("--game"), QStringLiteral("Sokoban")}).ok());
}

void tst_CommandLine::fileOpensSokobanWithAbsolutePath()
{
    // Relative to the working directory, as a shell user types it.
    const CommandLine result = parse({QStringLiteral("levels.xsb")});
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.game, QStringLiteral("sokoban"));
    QCOMPARE(result.levelFile, m_levelFile);

    const CommandLine both =
        parse({QStringLiteral("--game"), QStringLiteral("sokoban"), m_levelFile});
    QVERIFY2(both.ok(), qPrintable(both.error));
    QCOMPARE(both.levelFile, m_levelFile);
}

void tst_CommandLine::fileErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing") << QStringList{"nothere.xsb"}
                             << "cannot open 'nothere.xsb': no such file";
    QTest::newRow("folder") << QStringList{"folder"} << "it is a folder";
    // Opening a FIFO would wait for a writer before the window is drawn.
    QTest::newRow("FIFO") << QStringList{"fifo.xsb"}
                          << "cannot open 'fifo.xsb': it is not a regular file (a FIFO)";
    QTest::newRow("FIFO to edit") << QStringList{"--edit", "fifo.xsb"}
                                  << "cannot edit 'fifo.xsb': it is not a regular file (a FIFO)";
    QTest::newRow("device") << QStringList{"/dev/zero"} << "it is not a regular file (a device)";
    QTest::newRow("symbolic link loop")
        << QStringList{"loop.xsb"} << "cannot open 'loop.xsb': it is a loop of symbolic links";
    QTest::newRow("two files") << QStringList{"levels.xsb", "levels.xsb"} << "only one level file";
}

void tst_CommandLine::fileErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CommandLine result = parse(args);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(message), qPrintable(result.error));
    QVERIFY(result.error.contains(QLatin1String("tessera --help")));
}

void tst_CommandLine::fileWithOtherGameIsAnError()
{
    const CommandLine result =
        parse({QStringLiteral("--game"), QStringLiteral("2048"), QStringLiteral("levels.xsb")});
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(QLatin1String("opens in Sokoban")), qPrintable(result.error));
}

void tst_CommandLine::editOpensTheEditor()
{
    const CommandLine bare = parse({QStringLiteral("--edit")});
    QVERIFY2(bare.ok(), qPrintable(bare.error));
    QVERIFY(bare.edit);
    QCOMPARE(bare.game, QString());
    QCOMPARE(bare.levelFile, QString());

    // On a file: its absolute path, and not Sokoban's play screen.
    const CommandLine onFile = parse({QStringLiteral("--edit"), QStringLiteral("levels.xsb")});
    QVERIFY2(onFile.ok(), qPrintable(onFile.error));
    QVERIFY(onFile.edit);
    QCOMPARE(onFile.levelFile, m_levelFile);
    QCOMPARE(onFile.game, QString());
    QVERIFY(parse({QStringLiteral("-e"), m_levelFile}).edit);

    // A file to be: the editor's first save creates it.
    const CommandLine fresh = parse({QStringLiteral("--edit"), QStringLiteral("new.xsb")});
    QVERIFY2(fresh.ok(), qPrintable(fresh.error));
    QCOMPARE(fresh.levelFile, QDir(m_dir.path()).filePath(QStringLiteral("new.xsb")));

    // Without --edit, a file is played.
    QVERIFY(!parse({m_levelFile}).edit);
    QVERIFY(!parse({}).edit);
}

void tst_CommandLine::editErrors()
{
    const CommandLine folder = parse({QStringLiteral("--edit"), QStringLiteral("folder")});
    QVERIFY(!folder.ok());
    QVERIFY2(folder.error.contains(QLatin1String("folder")), qPrintable(folder.error));
    const CommandLine noFolder =
        parse({QStringLiteral("--edit"), QStringLiteral("nowhere/new.xsb")});
    QVERIFY(!noFolder.ok());
    QVERIFY2(noFolder.error.contains(QLatin1String("nowhere")), qPrintable(noFolder.error));
    const CommandLine withGame =
        parse({QStringLiteral("--edit"), QStringLiteral("--game"), QStringLiteral("2048")});
    QVERIFY(!withGame.ok());
    QVERIFY2(withGame.error.contains(QLatin1String("--game")), qPrintable(withGame.error));
    QVERIFY(
        !parse({QStringLiteral("--edit"), QStringLiteral("a.xsb"), QStringLiteral("b.xsb")}).ok());
}

void tst_CommandLine::helpAndVersion()
{
    const CommandLine help = parse({QStringLiteral("--help")});
    QVERIFY(help.ok());
    QCOMPARE(help.action, CommandLine::Action::PrintAndExit);
    QVERIFY(help.output.startsWith(QLatin1String("Usage: tessera [options] [FILE]")));
    QVERIFY(help.output.contains(QLatin1String("--game <game>")));
    QVERIFY(help.output.contains(QLatin1String("sokoban|2048|fifteen")));
    QVERIFY(help.output.contains(QLatin1String("--edit")));

    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    const CommandLine version = parse({QStringLiteral("--version")});
    QCOMPARE(version.action, CommandLine::Action::PrintAndExit);
    QCOMPARE(version.output, QStringLiteral("tessera 9.8.7\n"));
}

void tst_CommandLine::qtStandardOptionsAreLeftToQt_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("qtArguments");
    QTest::newRow("platform") << QStringList{"-platform", "offscreen"} << ""
                              << "" << QStringList{"-platform", "offscreen"};
    QTest::newRow("two dashes, with a game")
        << QStringList{"--platform", "xcb", "--game", "2048"} << "2048"
        << "" << QStringList{"--platform", "xcb"};
    QTest::newRow("reverse and style before a file")
        << QStringList{"-reverse", "-style", "Basic", "levels.xsb"} << "sokoban"
        << "levels.xsb" << QStringList{"-reverse", "-style", "Basic"};
    // A value that looks like a file is still the option's value, not FILE.
    QTest::newRow("geometry value")
        << QStringList{"-qwindowgeometry", "800x600+0+0", "-g", "fifteen"} << "fifteen"
        << "" << QStringList{"-qwindowgeometry", "800x600+0+0"};
    QTest::newRow("attached style") << QStringList{"-style=Material"} << ""
                                    << "" << QStringList{"-style=Material"};
    QTest::newRow("after -- it is a file") << QStringList{"--", "levels.xsb"} << "sokoban"
                                           << "levels.xsb" << QStringList{};
}

void tst_CommandLine::qtStandardOptionsAreLeftToQt()
{
    QFETCH(QStringList, args);
    QFETCH(QString, game);
    QFETCH(QString, file);
    QFETCH(QStringList, qtArguments);
    const CommandLine result = parse(args);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.action, CommandLine::Action::Run);
    QCOMPARE(result.game, game);
    QCOMPARE(result.levelFile, file.isEmpty() ? QString() : QDir(m_dir.path()).filePath(file));
    QCOMPARE(result.qtArguments, qtArguments);
}

void tst_CommandLine::qtStyleIsRemembered()
{
    QCOMPARE(parse({QStringLiteral("-style"), QStringLiteral("Basic")}).style,
             QStringLiteral("Basic"));
    QCOMPARE(parse({QStringLiteral("-style=Material")}).style, QStringLiteral("Material"));
    QCOMPARE(parse({}).style, QString());
    // Qt's options are known by name: anything else single-dashed is still a mistake.
    QVERIFY(!parse({QStringLiteral("-frobnicate")}).ok());
    QVERIFY(!parse({QStringLiteral("-platform=offscreen")}).ok());
    // Without its value Qt ignores the option; Tessera says what is wrong.
    QVERIFY(!parse({QStringLiteral("-platform")}).ok());
    QVERIFY(parse({QStringLiteral("--help")}).output.contains(QLatin1String("-platform <name>")));
}

void tst_CommandLine::binaryExitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stdoutHas");
    QTest::addColumn<QString>("stderrHas");
    QTest::newRow("help") << QStringList{"--help"} << 0 << "Usage: tessera"
                          << "";
    QTest::newRow("version") << QStringList{"--version"} << 0 << "tessera " TESSERA_VERSION << "";
    QTest::newRow("version with Qt options")
        << QStringList{"-platform", "offscreen", "-reverse", "--version"} << 0
        << "tessera " TESSERA_VERSION << "";
    QTest::newRow("bad game") << QStringList{"--game", "tetris"} << 2 << ""
                              << "unknown game 'tetris'";
    QTest::newRow("bad option") << QStringList{"--frobnicate"} << 2 << ""
                                << "frobnicate";
    QTest::newRow("missing file") << QStringList{"/no/such/level.xsb"} << 2 << ""
                                  << "no such file";
    QTest::newRow("edit a folder") << QStringList{"--edit", "/"} << 2 << ""
                                   << "it is a folder";
}

void tst_CommandLine::binaryExitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, stdoutHas);
    QFETCH(QString, stderrHas);

    QProcess process;
    // No display at all: these answers must not need one.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(TESSERA_APP), args);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), exitCode);
    const QString out = QString::fromLocal8Bit(process.readAllStandardOutput());
    const QString err = QString::fromLocal8Bit(process.readAllStandardError());
    QVERIFY2(out.contains(stdoutHas), qPrintable(out));
    QVERIFY2(err.contains(stderrHas), qPrintable(err));
    if (exitCode != 0)
        QVERIFY2(out.isEmpty(), qPrintable(out));
}

void tst_CommandLine::binaryStartsWithQtPlatformOption()
{
    // -platform reaches Qt: with no display and no QT_QPA_PLATFORM the app still opens its window
    // and draws a frame (the start-up probe prints a line at the first frame and quits).
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("TESSERA_BENCH_STARTUP"), QStringLiteral("1"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(TESSERA_APP),
                  {QStringLiteral("-platform"), QStringLiteral("offscreen"),
                   QStringLiteral("-style"), QStringLiteral("Basic"), QStringLiteral("-reverse"),
                   QStringLiteral("--game"), QStringLiteral("2048")});
    QVERIFY(process.waitForFinished(60000));
    const QString out = QString::fromLocal8Bit(process.readAllStandardOutput());
    const QString err = QString::fromLocal8Bit(process.readAllStandardError());
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() == 0, qPrintable(err));
    QVERIFY2(out.contains(QLatin1String("tessera-startup first_frame_epoch_us=")), qPrintable(out));
}

QTEST_GUILESS_MAIN(tst_CommandLine)
#include "tst_command_line.moc"
