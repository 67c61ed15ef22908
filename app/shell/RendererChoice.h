// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QProcessEnvironment>

namespace tessera {

// Chooses Qt Quick's renderer before the first window exists.
//
// Without a GPU (no /dev/dri render node), OpenGL runs on Mesa's llvmpipe: it costs about 90 MB
// of resident memory and a slower first frame (LLVM compiles the shaders), while Qt Quick's own
// software renderer draws these flat 2D boards just as well at a fraction of the cost (measured
// with tests/bench/bench_startup.sh). With a GPU, the default hardware renderer is kept.
// Whatever the user asks for with QT_QUICK_BACKEND or QSG_RHI_BACKEND always wins.
//
// Screens must therefore not depend on ShaderEffect or layer effects: the software renderer
// draws everything else (Rectangle, Image, Text, Shapes, Canvas, animations).
class RendererChoice
{
public:
    static bool preferSoftware(const QProcessEnvironment &environment, bool hasGpuDevice);
    static bool hasGpuDevice();
    // Applies the choice (QQuickWindow::setGraphicsApi); returns true if software was chosen.
    static bool apply();
};

} // namespace tessera
