// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The sound heard through a real PulseAudio server: the test starts a private daemon with a
// null sink, records what the sink plays, and pushes a box in a real SokobanSession that the
// real SoundEffects listens to. Also: without a server nothing is printed and nothing plays.

#include "../support/PrivatePulseAudio.h"
#include "AppSettings.h"
#include "FifteenSession.h"
#include "Game2048Session.h"
#include "SokobanSession.h"
#include "SoundEffects.h"

#include <QGuiApplication>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdlib>
#include <cstring>
#include <memory>

using namespace tessera;
using tessera::testing::PrivatePulseAudio;

namespace {

// A box right of the player, free floor behind it, the goal further on: a push, not a goal.
const QString pushLevel = QStringLiteral("#######\n"
                                         "#@$  .#\n"
                                         "#######\n");

// The recording's loudest 20 ms: the push is far above it, silence on the null sink is 0.
constexpr double heardRms = 300; // about -40 dBFS
constexpr double silentRms = 30; // about -60 dBFS
constexpr int listenMs = 2000;
// Between two sounds of a quick sequence the sink falls silent for at least this long (a
// sound waits at most the mixer's buffer, so the silence between two can shrink by that much).
constexpr int gapMs = 60;
// Moves in a quick sequence: every one of them must be heard.
constexpr int quickMoves = 12;
// Tries a quick sequence gets to be recorded without a hiccup of the machine's (see
// quickMovesAreEachHeard).
constexpr int quickMovesTries = 5;

// Corridors to the right: quickMoves steps before the box, or quickMoves pushes before the goal.
const QString walkLevel = QStringLiteral("##################\n"
                                         "#@             $.#\n"
                                         "##################\n");
const QString longPushLevel = QStringLiteral("###################\n"
                                             "#@$              .#\n"
                                             "###################\n");

const char headlessChildArgument[] = "--headless-child";

// In a process of its own (the server and Qt Multimedia are set up once per process): sound
// set up as the app does it, with PULSE_SERVER naming a server that is not there, then a push.
int runHeadlessChild(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(QStringLiteral("tessera-test-sound-child"));
    AppSettings settings;
    SoundEffects effects(&settings);
    SokobanSession session;
    effects.listen(&session);
    QSignalSpy played(&effects, &SoundEffects::played);
    if (!session.openPastedText(pushLevel))
        return 2;
    session.move(QmlDirection::Right);
    QTest::qWait(300);
    return effects.available() || !played.isEmpty() ? 1 : 0;
}

const char waitingChildArgument[] = "--waiting-child";

// Sound set up as the app does it, then the event loop until a line comes on stdin: for as
// long as the test lets Qt Multimedia retry a server that is not there.
int runWaitingChild(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(QStringLiteral("tessera-test-sound-child"));
    AppSettings settings;
    SoundEffects effects(&settings);
    effects.prepare(); // as main() does after the first frame
    QSocketNotifier input(0, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, &QCoreApplication::quit);
    return app.exec();
}

} // namespace

class tst_SoundEffects : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();

    void pushIsHeard();
    void theFirstSoundOpensTheOutputAndIsHeard();
    void muteSilencesThePush();
    void everySoundIsLoaded();
    void noServerIsSilentAndQuiet_data();
    void noServerIsSilentAndQuiet();
    void unreachableServerStaysQuietWhileRetried();
    void quickMovesAreEachHeard_data();
    void quickMovesAreEachHeard();
    void everyEventIsHeard_data();
    void everyEventIsHeard();
    void heldKeyIntoAWallBumpsAFewTimesASecond();
    void muteFadesOutWithoutAClick();
    void soundComesBackAfterTheServerRestarts();

private:
    // Pushes the box of pushLevel and returns what the sink played over the next listenMs.
    QByteArray recordPush(SoundEffects &effects);

    std::unique_ptr<PrivatePulseAudio> m_pulse;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<SoundEffects> m_effects;
};

void tst_SoundEffects::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
    QCoreApplication::setApplicationName(QStringLiteral("tessera-test-sound"));
    QSettings().clear();

    const QString missing = PrivatePulseAudio::missing();
    if (!missing.isEmpty())
        QSKIP(qPrintable(QStringLiteral("Not installed: %1 (Debian: pulseaudio pulseaudio-utils); "
                                        "the sound cannot be tested")
                             .arg(missing)));
    m_pulse = std::make_unique<PrivatePulseAudio>();
    QVERIFY2(m_pulse->start(), qPrintable(m_pulse->error()));
    m_settings = std::make_unique<AppSettings>();
    m_effects = std::make_unique<SoundEffects>(m_settings.get());
    // As main() does just after the window's first frame.
    m_effects->prepare();
    QVERIFY2(m_effects->available(), "the private server's null sink was not found");
    QVERIFY2(m_pulse->startRecording(), qPrintable(m_pulse->error()));
}

void tst_SoundEffects::cleanupTestCase()
{
    m_effects.reset();
    m_settings.reset();
    m_pulse.reset();
}

void tst_SoundEffects::init()
{
    m_settings->setSoundEnabled(true);
    m_settings->setSoundVolume(100);
}

QByteArray tst_SoundEffects::recordPush(SoundEffects &effects)
{
    // Loaded before the move, as at start-up of the app.
    if (!effects.hasSound(QStringLiteral("sokoban-pushed")))
        return {};
    SokobanSession session;
    effects.listen(&session);
    if (!session.openPastedText(pushLevel))
        return {};
    QTest::qWait(100);
    m_pulse->takeRecorded(); // what came before the move
    const int pushesBefore = session.pushes();
    session.move(QmlDirection::Right);
    if (session.pushes() != pushesBefore + 1)
        return {};
    QTest::qWait(listenMs);
    return m_pulse->takeRecorded();
}

void tst_SoundEffects::pushIsHeard()
{
    QSignalSpy played(m_effects.get(), &SoundEffects::played);
    const QByteArray recorded = recordPush(*m_effects);
    QVERIFY2(recorded.size() >= PrivatePulseAudio::sampleRate / 4,
             "the sink's monitor recorded too little");
    QCOMPARE(played.count(), 1);
    QCOMPARE(played.first().first().toString(), QStringLiteral("sokoban-pushed"));
    const double rms = PrivatePulseAudio::loudestBlockRms(recorded);
    QVERIFY2(rms > heardRms, qPrintable(QStringLiteral("the push was not heard: RMS %1").arg(rms)));
}

// The app's first frame does not wait for the audio output (issue #38): a SoundEffects opens
// none until prepared. A sound wanted before that (a move made before main() prepared) opens
// it and is heard all the same, not dropped.
void tst_SoundEffects::theFirstSoundOpensTheOutputAndIsHeard()
{
    SoundEffects effects(m_settings.get());
    QVERIFY(!effects.prepared());
    QVERIFY(!effects.available());
    QSignalSpy availableChanged(&effects, &SoundEffects::availableChanged);
    SokobanSession session;
    effects.listen(&session);
    QVERIFY(session.openPastedText(pushLevel));
    QSignalSpy played(&effects, &SoundEffects::played);
    m_pulse->takeRecorded(); // what came before the move
    session.move(QmlDirection::Right);
    QCOMPARE(session.pushes(), 1);
    QCOMPARE(played.count(), 1);
    QCOMPARE(played.first().first().toString(), QStringLiteral("sokoban-pushed"));
    QVERIFY(effects.available());
    QCOMPARE(availableChanged.count(), 1);
    QByteArray recorded;
    QTRY_VERIFY_WITH_TIMEOUT((recorded += m_pulse->takeRecorded(),
                              PrivatePulseAudio::loudestBlockRms(recorded) > heardRms),
                             listenMs);
}

void tst_SoundEffects::muteSilencesThePush()
{
    m_settings->setSoundEnabled(false);
    QSignalSpy played(m_effects.get(), &SoundEffects::played);
    const QByteArray recorded = recordPush(*m_effects);
    QVERIFY2(recorded.size() >= PrivatePulseAudio::sampleRate / 4,
             "the sink's monitor recorded too little");
    QCOMPARE(played.count(), 0);
    const double rms = PrivatePulseAudio::loudestBlockRms(recorded);
    QVERIFY2(rms < silentRms, qPrintable(QStringLiteral("muted, yet heard: RMS %1").arg(rms)));
}

void tst_SoundEffects::everySoundIsLoaded()
{
    // A missing or broken file in the resources would be a sound that never plays.
    QVERIFY(SoundEffects::soundNames().contains(QStringLiteral("sokoban-goal-on")));
    QCOMPARE(SoundEffects::soundNames().size(), 30);
    for (const QString &name : SoundEffects::soundNames())
        QVERIFY2(m_effects->hasSound(name), qPrintable(name));
}

void tst_SoundEffects::noServerIsSilentAndQuiet_data()
{
    QTest::addColumn<bool>("staleSocket");
    QTest::newRow("no socket") << false;
    // A path that exists but where no server answers: Qt Multimedia is tried and fails.
    QTest::newRow("stale socket") << true;
}

void tst_SoundEffects::noServerIsSilentAndQuiet()
{
    QFETCH(bool, staleSocket);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString socket = dir.filePath(QStringLiteral("gone.sock"));
    if (staleSocket) {
        QFile file(socket);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PULSE_SERVER"), QStringLiteral("unix:") + socket);
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess child;
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(),
                {QString::fromLatin1(headlessChildArgument)});
    QVERIFY(child.waitForFinished(30000));
    const QString output = QString::fromLocal8Bit(child.readAllStandardError()) +
                           QString::fromLocal8Bit(child.readAllStandardOutput());
    QCOMPARE(child.exitStatus(), QProcess::NormalExit);
    QVERIFY2(child.exitCode() == 0,
             qPrintable(QStringLiteral("exit %1: %2").arg(child.exitCode()).arg(output)));
    QVERIFY2(!output.contains(QLatin1String("PulseAudio")) &&
                 !output.contains(QLatin1String("audio device")) &&
                 !output.contains(QLatin1String("pa_context")),
             qPrintable(output));
}

// PULSE_SERVER names a network server that is not there (here: one that hangs up at once).
// Qt Multimedia tries it again every 3 s for as long as the game runs; the game prints nothing.
void tst_SoundEffects::unreachableServerStaysQuietWhileRetried()
{
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost));
    int attempts = 0;
    connect(&server, &QTcpServer::newConnection, this, [&] {
        while (QTcpSocket *socket = server.nextPendingConnection()) {
            ++attempts;
            socket->abort();
            socket->deleteLater();
        }
    });
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PULSE_SERVER"),
               QStringLiteral("tcp:127.0.0.1:%1").arg(server.serverPort()));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess child;
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(),
                {QString::fromLatin1(waitingChildArgument)});
    QVERIFY(child.waitForStarted());
    // The first try, then two retries.
    QTRY_VERIFY_WITH_TIMEOUT(attempts >= 3, 30000);
    child.write("quit\n");
    child.closeWriteChannel();
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitStatus(), QProcess::NormalExit);
    QCOMPARE(child.exitCode(), 0);
    QCOMPARE(QString::fromLocal8Bit(child.readAllStandardError()), QString());
    QCOMPARE(QString::fromLocal8Bit(child.readAllStandardOutput()), QString());
}

void tst_SoundEffects::quickMovesAreEachHeard_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("sound");
    QTest::addColumn<int>("intervalMs");
    // As fast as a held key repeats, with the sink silent between two sounds.
    QTest::newRow("steps") << walkLevel << QStringLiteral("sokoban-moved") << 150;
    QTest::newRow("pushes") << longPushLevel << QStringLiteral("sokoban-pushed") << 250;
}

void tst_SoundEffects::quickMovesAreEachHeard()
{
    QFETCH(QString, level);
    QFETCH(QString, sound);
    QFETCH(int, intervalMs);
    // The sink's monitor is recorded in real time: on a busy machine the sound server or the
    // mixer's feed falls behind now and then, which cuts a sound in two or runs two together.
    // A sound the app drops or cuts short is so in every try; such a hiccup is not, so the
    // sequence must be heard right in one of a few tries.
    QStringList heard;
    for (int attempt = 0; attempt < quickMovesTries; ++attempt) {
        SokobanSession session;
        m_effects->listen(&session);
        QVERIFY(session.openPastedText(level));
        QSignalSpy played(m_effects.get(), &SoundEffects::played);
        QTest::qWait(300);
        m_pulse->takeRecorded();
        QByteArray recorded;
        for (int i = 0; i < quickMoves; ++i) {
            const int movesBefore = session.moves();
            session.move(QmlDirection::Right);
            QCOMPARE(session.moves(), movesBefore + 1);
            QTest::qWait(intervalMs);
            recorded += m_pulse->takeRecorded();
        }
        QTest::qWait(600);
        recorded += m_pulse->takeRecorded();
        QCOMPARE(played.count(), quickMoves);
        for (const QList<QVariant> &arguments : std::as_const(played))
            QCOMPARE(arguments.first().toString(), sound);
        const int onsets = PrivatePulseAudio::countOnsets(recorded, heardRms, gapMs);
        heard.append(QString::number(onsets));
        if (onsets == quickMoves)
            break;
    }
    if (heard.size() > 1)
        qInfo("%d moves; sounds heard in each try: %s", quickMoves, qPrintable(heard.join(", ")));
    QVERIFY2(heard.last() == QString::number(quickMoves),
             qPrintable(QStringLiteral("%1 moves; sounds heard in %2 tries: %3")
                            .arg(quickMoves)
                            .arg(heard.size())
                            .arg(heard.join(QLatin1String(", ")))));
}

void tst_SoundEffects::everyEventIsHeard_data()
{
    QTest::addColumn<QString>("event");
    QTest::addColumn<QString>("sound");
    QTest::newRow("sokoban step") << "step"
                                  << "sokoban-moved";
    QTest::newRow("sokoban push") << "push"
                                  << "sokoban-pushed";
    QTest::newRow("sokoban box onto a goal") << "goalOn"
                                             << "sokoban-goal-on";
    QTest::newRow("sokoban box off a goal") << "goalOff"
                                            << "sokoban-goal-off";
    QTest::newRow("sokoban bump into a wall") << "bump"
                                              << "sokoban-blocked";
    QTest::newRow("sokoban undo") << "undo"
                                  << "sokoban-undone";
    QTest::newRow("sokoban solved") << "solved"
                                    << "sokoban-won";
    QTest::newRow("2048 slide") << "slide2048"
                                << "2048-moved";
    QTest::newRow("2048 merge into a 4") << "merge2048"
                                         << "2048-scored-2";
    QTest::newRow("2048 reached") << "won2048"
                                  << "2048-won";
    QTest::newRow("2048 game over") << "over2048"
                                    << "2048-over";
    QTest::newRow("fifteen slide") << "slideFifteen"
                                   << "fifteen-moved";
    QTest::newRow("fifteen undo") << "undoFifteen"
                                  << "fifteen-undone";
    QTest::newRow("fifteen solved") << "solvedFifteen"
                                    << "fifteen-won";
    QTest::newRow("ui click") << "click"
                              << "ui-click";
}

// Each event the issue lists, caused the way a player causes it, through the sessions'
// signals: its sound is started, and something is heard.
void tst_SoundEffects::everyEventIsHeard()
{
    QFETCH(QString, event);
    QFETCH(QString, sound);
    SokobanSession sokoban;
    Game2048Session game2048;
    FifteenSession fifteen;
    for (GameSession *session :
         {static_cast<GameSession *>(&sokoban), static_cast<GameSession *>(&game2048),
          static_cast<GameSession *>(&fifteen)})
        m_effects->listen(session);

    // The position before the event; an undo needs a move to take back.
    const QMap<QString, QString> sokobanLevels{
        {"step", "#######\n#@ $ .#\n#######\n"},
        {"push", pushLevel},
        {"goalOn", "#######\n#@$.  #\n# $.  #\n#######\n"},
        {"goalOff", "#######\n#@* $.#\n#######\n"},
        {"bump", "#######\n#@ $ .#\n#######\n"},
        {"undo", "#######\n#@ $ .#\n#######\n"},
        {"solved", "#####\n#@$.#\n#####\n"},
    };
    if (sokobanLevels.contains(event)) {
        QVERIFY(sokoban.openPastedText(sokobanLevels.value(event)));
        if (event == QLatin1String("undo")) {
            sokoban.move(QmlDirection::Right);
            QCOMPARE(sokoban.moves(), 1);
        }
    } else if (event == QLatin1String("slide2048")) {
        QCOMPARE(game2048.startFromText(QStringLiteral("0 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0")),
                 QString());
    } else if (event == QLatin1String("merge2048")) {
        QCOMPARE(game2048.startFromText(QStringLiteral("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0")),
                 QString());
    } else if (event == QLatin1String("won2048")) {
        QCOMPARE(game2048.startFromText(QStringLiteral("1024 1024 0 0/0 0 0 0/0 0 0 0/0 0 0 0")),
                 QString());
    } else if (event == QLatin1String("over2048")) {
        // Left merges the 32s; the new tile, a 2 or a 4, lands between an 8 and a 16: stuck.
        QCOMPARE(game2048.startFromText(QStringLiteral("2 4 2 4/4 2 4 2/2 4 2 16/32 32 128 8")),
                 QString());
    } else if (event == QLatin1String("undoFifteen")) {
        QCOMPARE(fifteen.startFromText(QStringLiteral("1 2 3/4 5 6/0 7 8")), QString());
        QVERIFY(fifteen.move(QmlDirection::Left));
    } else if (event == QLatin1String("slideFifteen")) {
        QCOMPARE(fifteen.startFromText(QStringLiteral("1 2 3/4 5 6/0 7 8")), QString());
    } else if (event == QLatin1String("solvedFifteen")) {
        QCOMPARE(fifteen.startFromText(QStringLiteral("1 2 3/4 5 6/7 0 8")), QString());
    }
    QTest::qWait(300);
    m_pulse->takeRecorded();
    QSignalSpy played(m_effects.get(), &SoundEffects::played);

    if (event == QLatin1String("undo"))
        QVERIFY(sokoban.undo());
    else if (event == QLatin1String("bump"))
        sokoban.move(QmlDirection::Left);
    else if (sokobanLevels.contains(event))
        sokoban.move(QmlDirection::Right);
    else if (event.endsWith(QLatin1String("2048")))
        QVERIFY(game2048.move(QmlDirection::Left));
    else if (event == QLatin1String("undoFifteen"))
        QVERIFY(fifteen.undo());
    else if (event.endsWith(QLatin1String("Fifteen")))
        QVERIFY(fifteen.move(QmlDirection::Left));
    else
        m_effects->click();

    QTest::qWait(800);
    const QByteArray recorded = m_pulse->takeRecorded();
    QStringList names;
    for (const QList<QVariant> &arguments : std::as_const(played))
        names.append(arguments.first().toString());
    QVERIFY2(names.contains(sound), qPrintable(names.join(QLatin1String(", "))));
    const double rms = PrivatePulseAudio::loudestBlockRms(recorded);
    QVERIFY2(rms > heardRms, qPrintable(QStringLiteral("not heard: RMS %1").arg(rms)));
}

// An arrow key held against a wall: refused 25 times a second, but the bump sounds only a few
// times a second (each at least bumpGapMs after the one before), not as a drone.
void tst_SoundEffects::heldKeyIntoAWallBumpsAFewTimesASecond()
{
    SokobanSession session;
    m_effects->listen(&session);
    QVERIFY(session.openPastedText(QStringLiteral("#######\n#@ $ .#\n#######\n")));
    QElapsedTimer clock;
    clock.start();
    QList<qint64> bumps;
    const QMetaObject::Connection heard =
        connect(m_effects.get(), &SoundEffects::played, this, [&](const QString &name) {
            if (name == QLatin1String("sokoban-blocked"))
                bumps.append(clock.elapsed());
        });
    const auto disconnectAtEnd = qScopeGuard([&heard] { disconnect(heard); });
    int refused = 0;
    const QMetaObject::Connection counted =
        connect(&session, &GameSession::blocked, this, [&refused] { ++refused; });
    const auto disconnectCounted = qScopeGuard([&counted] { disconnect(counted); });

    // A second and a half of a held key, at a keyboard's repeat rate.
    constexpr int repeats = 36;
    QTimer keyRepeat;
    keyRepeat.setInterval(40);
    int pressed = 0;
    connect(&keyRepeat, &QTimer::timeout, this, [&] {
        session.move(QmlDirection::Left);
        if (++pressed == repeats)
            keyRepeat.stop();
    });
    keyRepeat.start();
    QTRY_COMPARE_WITH_TIMEOUT(pressed, repeats, 30000);
    QCOMPARE(refused, repeats);
    QCOMPARE(session.moves(), 0);
    QVERIFY(!bumps.isEmpty());
    QVERIFY2(bumps.size() < repeats, "every refused step bumped");
    // The clock counts whole milliseconds: a gap of bumpGapMs may read one less.
    for (int i = 1; i < bumps.size(); ++i)
        QVERIFY2(
            bumps.at(i) - bumps.at(i - 1) >= SoundEffects::bumpGapMs - 1,
            qPrintable(QStringLiteral("bumps %1 ms apart").arg(bumps.at(i) - bumps.at(i - 1))));

    // A bump a moment later, once the key is let go and pressed again, sounds.
    const int before = bumps.size();
    QTRY_VERIFY_WITH_TIMEOUT((session.move(QmlDirection::Left), bumps.size() > before), 5000);
}

// M in the middle of a long sound: the sink's last moments of it ramp down to silence instead of
// stopping from full loudness in one sample (a click).
void tst_SoundEffects::muteFadesOutWithoutAClick()
{
    // Notes of about 120 ms, each loud at first, then dying away.
    const QString sound = QStringLiteral("2048-won");
    constexpr int rate = PrivatePulseAudio::sampleRate;
    const auto peak = [](const QByteArray &pcm, int from, int to) {
        int loudest = 0;
        for (int i = std::max(0, from); i < to; ++i)
            loudest = std::max(loudest,
                               std::abs(int(qFromLittleEndian<qint16>(pcm.constData() + 2 * i))));
        return loudest;
    };
    // The mute must come while a note is loud (in a note's own dying tail or between two notes
    // there is nothing to cut off): muted after a different moment in each try, the tries that
    // came at a quiet moment are not judged.
    QStringList tries;
    bool judged = false;
    for (const int muteAfterMs : {200, 150, 260, 120, 320, 180, 230, 90}) {
        m_settings->setSoundEnabled(true);
        QTest::qWait(300);
        m_pulse->takeRecorded();
        QVERIFY(m_effects->play(sound));
        QTest::qWait(muteAfterMs);
        m_settings->setSoundEnabled(false);
        QTest::qWait(800);
        const QByteArray recorded = m_pulse->takeRecorded();
        const int onset = PrivatePulseAudio::firstSampleAbove(recorded, 200);
        QVERIFY2(onset >= 0, "the sound was not heard");
        // The sound's last sample above the floor, where the mute ended it.
        int end = static_cast<int>(recorded.size() / 2) - 1;
        while (end > onset &&
               std::abs(int(qFromLittleEndian<qint16>(recorded.constData() + 2 * end))) <= 200)
            --end;
        // Its last 2 ms against the 6 ms from 10 ms to 4 ms before its end: a fade of a few
        // milliseconds has fallen well below the level it started from, a cut has not.
        const int last = peak(recorded, end - rate / 500, end + 1);
        const int before = peak(recorded, end - rate / 100, end - rate / 250);
        tries.append(QStringLiteral("%1 then %2").arg(before).arg(last));
        if (before < 8000)
            continue; // a quiet moment
        judged = true;
        QVERIFY2(last < before / 2,
                 qPrintable(QStringLiteral("a click: peak %1 in the last 2 ms, %2 just before")
                                .arg(last)
                                .arg(before)));
        break;
    }
    m_settings->setSoundEnabled(true);
    QVERIFY2(judged, qPrintable(QStringLiteral("the mute never came while a note was loud: ") +
                                tries.join(QLatin1String(", "))));
}

// The sound server goes away (a crash, a restart of PulseAudio) and comes back: the sounds
// are heard again, without restarting the game.
void tst_SoundEffects::soundComesBackAfterTheServerRestarts()
{
    const QString push = QStringLiteral("sokoban-pushed");
    m_pulse->stop();
    // The output notices the server is gone: nothing is handed to it then.
    QTRY_VERIFY_WITH_TIMEOUT(!m_effects->play(push), 10000);

    QVERIFY2(m_pulse->start(), qPrintable(m_pulse->error()));
    QVERIFY2(m_pulse->startRecording(), qPrintable(m_pulse->error()));
    // Qt Multimedia connects again a few seconds later; until then a sound is not started.
    QSignalSpy played(m_effects.get(), &SoundEffects::played);
    bool started = false;
    QTRY_VERIFY_WITH_TIMEOUT(started || (started = m_effects->play(push)), 20000);
    QCOMPARE(played.count(), 1);
    QTest::qWait(listenMs);
    const QByteArray recorded = m_pulse->takeRecorded();
    const double rms = PrivatePulseAudio::loudestBlockRms(recorded);
    QVERIFY2(rms > heardRms,
             qPrintable(QStringLiteral("not heard after the restart: RMS %1").arg(rms)));
}

int main(int argc, char *argv[])
{
    if (argc > 1 && std::strcmp(argv[1], headlessChildArgument) == 0)
        return runHeadlessChild(argc, argv);
    if (argc > 1 && std::strcmp(argv[1], waitingChildArgument) == 0)
        return runWaitingChild(argc, argv);
    QGuiApplication app(argc, argv);
    tst_SoundEffects test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sound_effects.moc"
