// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The floors tests/bench/bench_startup.sh compares the app's start with, at the app's first-run
// window size, each printing the app's start-up probe line (StartupProbe), so all are measured
// the same way. Nothing else: no settings, no translations, no services.
//   bench_bare_window             a Window with one Rectangle, Qt's default renderer: the bare
//                                 Qt Quick window of issue #38 (OpenGL, llvmpipe without a GPU)
//   bench_bare_window --software  the same with the app's renderer (RendererChoice: Qt Quick's
//                                 software renderer without a GPU)
//   bench_bare_window --controls  an ApplicationWindow of Qt Quick Controls (Fusion, as the app)
//                                 with one Button, the app's renderer: what the app's own QML
//                                 cannot go below
#include "RendererChoice.h"
#include "StartupPhases.h"
#include "StartupProbe.h"

#include <QByteArray>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <cstdio>
#include <cstring>

using namespace tessera;

int main(int argc, char *argv[])
{
    StartupProbe::markMainEntered();
    const bool controls = argc > 1 && std::strcmp(argv[1], "--controls") == 0;
    const bool software = controls || (argc > 1 && std::strcmp(argv[1], "--software") == 0);

    StartupPhases::Scope qtStart("qt");
    if (software)
        RendererChoice::apply();
    // Not QQuickStyle: the bare windows stay without the Qt Quick Controls library until they
    // import it.
    if (controls)
        qputenv("QT_QUICK_CONTROLS_STYLE", "Fusion");
    QGuiApplication app(argc, argv);
    qtStart.end();

    StartupPhases::Scope enginePhase("qml_engine");
    QQmlApplicationEngine engine;
    if (controls) {
        engine.loadData(
            QByteArrayLiteral("import QtQuick\n"
                              "import QtQuick.Controls\n"
                              "ApplicationWindow {\n"
                              "    width: 1024; height: 720; visible: true\n"
                              "    Button { anchors.centerIn: parent; text: \"Play\" }\n"
                              "}\n"));
    } else {
        engine.loadData(
            QByteArrayLiteral("import QtQuick\n"
                              "Window {\n"
                              "    width: 1024; height: 720; visible: true\n"
                              "    Rectangle { anchors.fill: parent; color: \"#f4f1ea\" }\n"
                              "}\n"));
    }
    enginePhase.end();
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
    if (!window) {
        std::fprintf(stderr, "bench_bare_window: the window could not be created\n");
        return 1;
    }
    if (StartupProbe::requested())
        StartupProbe::watch(window);
    return QGuiApplication::exec();
}
