// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Time to open a big Sokoban level on the play board: SokobanSession::openPastedText with a
// SokobanBoard in a window, until the first frame is rendered (grabWindow). Prints medians for
// 60x60 and 128x128 levels, drawn with one SokobanCell per cell (the old way, forced with
// pictureAbove) and as one SokobanBoardPicture, and the session alone (no view) for reference.
//
//   bench_sokoban_board [RUNS [FILTER]] runs per case (default 5; the cell cases run at most 3),
//                                       only the cases whose name holds FILTER when given
//   bench_sokoban_board --print W H [B] print the generated level (B boxes per room, default 2)
//   bench_sokoban_board --shot FILE OUT [X Y]
//       draw FILE's first level both ways, to OUT-cells.png and OUT-picture.png, to compare
//       them; with dead squares shown, and with a click on cell (X, Y) first when given
//
// Runs offscreen (QT_QPA_PLATFORM=offscreen unless set).
#include "BigLevel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

Q_IMPORT_QML_PLUGIN(TesseraPlugin)

namespace {

const char *const boardQml = R"(
import QtQuick
import Tessera
Item {
    width: 1000
    height: 720
    property alias session: session
    property alias board: board
    property bool showDeadSquares: false
    SokobanSession { id: session; settings: SokobanSettings }
    Binding { target: SokobanSettings; property: "showDeadSquares"; value: showDeadSquares }
    SokobanBoard { id: board; anchors.fill: parent; session: session; visible: false }
}
)";

const char *const smallLevel = "#####\n#@$.#\n#####\n";

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

bool open(QObject *session, const QString &text)
{
    bool ok = false;
    QMetaObject::invokeMethod(session, "openPastedText", Q_RETURN_ARG(bool, ok),
                              Q_ARG(QString, text));
    return ok;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc >= 4 && QByteArray(argv[1]) == "--print") {
        const int boxes = argc >= 5 ? std::atoi(argv[4]) : 2;
        std::fputs(bigLevelXsb(std::atoi(argv[2]), std::atoi(argv[3]), boxes).c_str(), stdout);
        return 0;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QGuiApplication app(argc, argv);
    const bool shot = argc >= 4 && QByteArray(argv[1]) == "--shot";
    const int runs = shot ? 1 : argc >= 2 ? std::max(1, std::atoi(argv[1])) : 5;

    QQmlEngine engine;
    QQmlComponent component(&engine);
    component.setData(boardQml, QUrl());
    std::unique_ptr<QObject> root(component.create());
    if (!root) {
        std::fprintf(stderr, "bench_sokoban_board: %s\n", qPrintable(component.errorString()));
        return 1;
    }
    QQuickWindow window;
    window.resize(1000, 720);
    auto *rootItem = qobject_cast<QQuickItem *>(root.get());
    rootItem->setParentItem(window.contentItem());
    window.show();
    QObject *session = root->property("session").value<QObject *>();
    QObject *board = root->property("board").value<QObject *>();

    if (shot) {
        QFile file(QString::fromLocal8Bit(argv[2]));
        if (!file.open(QIODevice::ReadOnly) || !open(session, QString::fromUtf8(file.readAll()))) {
            std::fprintf(stderr, "bench_sokoban_board: cannot open a level from %s\n", argv[2]);
            return 1;
        }
        board->setProperty("visible", true);
        root->setProperty("showDeadSquares", true);
        if (argc >= 6)
            QMetaObject::invokeMethod(session, "clickCell", Q_ARG(int, std::atoi(argv[4])),
                                      Q_ARG(int, std::atoi(argv[5])));
        for (const char *mode : {"cells", "picture"}) {
            board->setProperty("pictureAbove", QByteArray(mode) == "cells" ? 1 << 30 : 0);
            const QString out = QString::fromLocal8Bit(argv[3]) + u'-' + QLatin1String(mode) +
                                QStringLiteral(".png");
            if (!window.grabWindow().save(out)) {
                std::fprintf(stderr, "bench_sokoban_board: cannot write %s\n", qPrintable(out));
                return 1;
            }
        }
        return 0;
    }

    struct Case
    {
        const char *name;
        int width, height, boxesPerRoom;
        bool withView, cells;
    };
    const Case cases[] = {
        {"60x60, session only", 60, 60, 2, false, false},
        {"60x60, cells", 60, 60, 2, true, true},
        {"60x60, picture", 60, 60, 2, true, false},
        {"128x128, session only", 128, 128, 2, false, false},
        {"128x128, cells", 128, 128, 2, true, true},
        {"128x128, picture", 128, 128, 2, true, false},
        {"128x128, picture, no boxes", 128, 128, 0, true, false},
        {"128x128, picture, 4 boxes a room", 128, 128, 4, true, false},
    };
    std::printf("open a level until its first frame, median of runs (ms)\n");
    const QByteArray filter = !shot && argc >= 3 ? QByteArray(argv[2]) : QByteArray();
    for (const Case &c : cases) {
        if (!QByteArray(c.name).contains(filter))
            continue;
        const QString text = QString::fromStdString(bigLevelXsb(c.width, c.height, c.boxesPerRoom));
        board->setProperty("visible", c.withView);
        board->setProperty("pictureAbove", c.cells ? 1 << 30 : 900);
        const int n = c.cells ? std::min(runs, 3) : runs;
        std::vector<double> times;
        int boxCount = 0;
        for (int i = 0; i < n; ++i) {
            open(session, QString::fromLatin1(smallLevel));
            window.grabWindow();
            QElapsedTimer timer;
            timer.start();
            if (!open(session, text)) {
                std::fprintf(stderr, "bench_sokoban_board: the generated level did not open\n");
                return 1;
            }
            window.grabWindow();
            times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            boxCount = session->property("boxCount").toInt();
        }
        std::printf("%-36s %5d boxes  %9.1f ms  (%d runs)\n", c.name, boxCount, median(times), n);
        std::fflush(stdout);
    }
    return 0;
}
