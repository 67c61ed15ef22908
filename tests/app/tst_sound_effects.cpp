// The sound heard through a real PulseAudio server: the test starts a private daemon with a
// null sink, records what the sink plays, and pushes a box in a real SokobanSession that the
// real SoundEffects listens to. Also: without a server nothing is printed and nothing plays.

#include "../support/PrivatePulseAudio.h"
#include "AppSettings.h"
#include "SokobanSession.h"
#include "SoundEffects.h"

#include <QGuiApplication>
#include <QProcess>
#include <QSignalSpy>
#include <QSoundEffect>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
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

} // namespace

class tst_SoundEffects : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();

    void pushIsHeard();
    void muteSilencesThePush();
    void everySoundIsLoaded();
    void noServerIsSilentAndQuiet_data();
    void noServerIsSilentAndQuiet();

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
    QSoundEffect *push = effects.effect(QStringLiteral("sokoban-push"));
    if (!push)
        return {};
    // Loaded before the move, as at start-up of the app.
    if (!QTest::qWaitFor([push] { return push->status() == QSoundEffect::Ready; }, 5000))
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
    QCOMPARE(played.first().first().toString(), QStringLiteral("sokoban-push"));
    const double rms = PrivatePulseAudio::loudestBlockRms(recorded);
    QVERIFY2(rms > heardRms, qPrintable(QStringLiteral("the push was not heard: RMS %1").arg(rms)));
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
    for (const QString &name : SoundEffects::soundNames()) {
        QSoundEffect *effect = m_effects->effect(name);
        QVERIFY2(effect, qPrintable(name));
        QTRY_VERIFY2_WITH_TIMEOUT(effect->status() == QSoundEffect::Ready, qPrintable(name), 5000);
    }
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

int main(int argc, char *argv[])
{
    if (argc > 1 && std::strcmp(argv[1], headlessChildArgument) == 0)
        return runHeadlessChild(argc, argv);
    QGuiApplication app(argc, argv);
    tst_SoundEffects test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sound_effects.moc"
