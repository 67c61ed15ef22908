// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppSettings.h"
#include "AppTranslations.h"
#include "CommandLine.h"
#include "QuitSignals.h"
#include "RendererChoice.h"
#include "ReturnPressesButtons.h"
#include "ServiceSingletons.h"
#include "SettingsFileCheck.h"
#include "SoundEffects.h"
#include "StartupOptions.h"
#include "StartupPhases.h"
#include "StartupProbe.h"
#include "StorageNotices.h"
#include "Version.h"
#include "WindowStateKeeper.h"

#include <QAccessible>
#include <QDir>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QUrl>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>

Q_IMPORT_QML_PLUGIN(TesseraPlugin)
// The level editor's module (Tessera.Editor): Main.qml opens its screen by URL.
Q_IMPORT_QML_PLUGIN(Tessera_EditorPlugin)

using namespace tessera;

namespace {

QStringList argumentList(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return arguments;
}

QIcon builtInIcon()
{
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/hicolor/%1x%1/apps/" TESSERA_APP_ID ".png").arg(size));
    return icon;
}

// The icon theme's (the installed hicolor icons, or a theme's own); the built-in picture when
// not installed. Set just after the first frame: the first QIcon scans the icon engine plugins,
// the theme lookup reads the themes' folders, and the window system gets every size (about
// 20 ms in all, bench_startup.sh); the window has its icon a frame later.
void useThemeIcon()
{
    QGuiApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral(TESSERA_APP_ID), builtInIcon()));
}

} // namespace

int main(int argc, char *argv[])
{
    StartupProbe::markMainEntered();

    // Before the first QSettings: otherwise settings land under "Unknown Organization".
    QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
    QCoreApplication::setApplicationName(QStringLiteral("tessera"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TESSERA_VERSION));

    // The command line is read before the window system is touched, so --help, --version and
    // argument errors work on a machine without a display. Qt's own options (-platform, -style,
    // -reverse...) are set aside by the parser and stay in argv for QGuiApplication.
    const CommandLine commandLine =
        CommandLine::parse(argumentList(argc, argv), QDir::currentPath());
    if (!commandLine.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(commandLine.error));
        return CommandLine::usageErrorExitCode;
    }
    if (commandLine.action == CommandLine::Action::PrintAndExit) {
        std::fputs(qPrintable(commandLine.output), stdout);
        return 0;
    }

    StartupPhases::Scope qtStart("qt");
    RendererChoice::apply();
    QGuiApplication app(argc, argv);
    // Logout (SIGTERM), a closed terminal (SIGHUP) and Ctrl+C quit as Quit does: saved first.
    // exit(), not quit(): QGuiApplication's quit() first asks every window to close, and the
    // main window may decline (an editor level not saved asks first), leaving the app running
    // until the session kills it.
    QuitSignals quitSignals;
    QObject::connect(&quitSignals, &QuitSignals::received, &app, [] { QCoreApplication::exit(0); });
    // Return and Enter press the focused button, as Space does (keyboard-only play).
    ReturnPressesButtons returnPressesButtons;
    app.installEventFilter(&returnPressesButtons);
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Tessera"));
    // The installed desktop file's name (without .desktop): Wayland compositors and docks match
    // the window to its menu entry and icon by it.
    QGuiApplication::setDesktopFileName(QStringLiteral(TESSERA_APP_ID));
    qtStart.end();
    // Fusion follows the palette Theme sets, so every control turns dark with the theme; a style
    // the user names (-style, QT_QUICK_CONTROLS_STYLE) wins, as in any Qt Quick program.
    if (commandLine.style.isEmpty() && qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Fusion"));

    StartupPhases::Scope settingsPhase("settings");
    // A damaged settings file is set aside before QSettings reads it (and writes its junk back).
    std::optional<Wording> damagedSettings =
        SettingsFileCheck::setAsideIfDamaged(SettingsFileCheck::defaultPath());
    AppSettings appSettings;
    AppSettingsSingleton::provide(&appSettings);
    if (damagedSettings) {
        StorageNotices::instance()->report(StorageNotices::Source::Settings,
                                           StorageNotices::Kind::Load, std::move(*damagedSettings));
    }
    StorageNotices::instance()->watch(&appSettings);
    StartupOptions startupOptions(nullptr);
    startupOptions.setGame(commandLine.game);
    startupOptions.setLevelFile(commandLine.levelFile);
    startupOptions.setEditor(commandLine.edit);
    StartupOptions::provide(&startupOptions);
    settingsPhase.end();
    StartupPhases::Scope soundPhase("sound");
    // Its audio output opens just after the first frame (below), before any move can be made.
    SoundEffects soundEffects(&appSettings);
    SoundEffects::provide(&soundEffects);
    soundPhase.end();

    // The language's translation, and in Chinese the CJK font fallback (its "fonts" phase).
    StartupPhases::Scope translationsPhase("translations");
    AppTranslations translations;
    translations.apply(appSettings.language());
    translationsPhase.end();

    WindowStateKeeper windowState(appSettings);
    StartupPhases::Scope enginePhase("qml_engine");
    QQmlApplicationEngine engine;
    // A language chosen in Settings applies at once, to every screen.
    translations.setEngine(&engine);
    QObject::connect(&appSettings, &AppSettings::languageChanged, &translations,
                     [&] { translations.apply(appSettings.language()); });
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
        [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.setInitialProperties(windowState.initialProperties());
    engine.load(QUrl(QStringLiteral("qrc:/qt-project.org/imports/Tessera/shell/Main.qml")));
    enginePhase.end();

    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
    if (!window) {
        std::fprintf(stderr, "tessera: the main window could not be created\n");
        return 1;
    }
    windowState.track(window);
    // What the first frame does not need comes just after it: the audio output and the sounds
    // (SDL's controllers: GamepadRouter), and the window icon.
    QObject::connect(
        window, &QQuickWindow::frameSwapped, &soundEffects,
        [&soundEffects] {
            soundEffects.prepare();
            useThemeIcon();
        },
        static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::SingleShotConnection));
    if (StartupProbe::requested())
        StartupProbe::watch(window);
    const int exitCode = QGuiApplication::exec();
    // The QML engine is torn down next, and each item it deletes reports itself hidden. With a
    // screen reader on, Qt 6.4's AT-SPI bridge then looks at controls half destroyed and the app
    // crashes on its way out; nobody is listening to a closing window.
    QAccessible::installUpdateHandler([](QAccessibleEvent *) {});
    return exitCode;
}
