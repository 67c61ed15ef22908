# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# A Debian package from the normal build: `cpack -G DEB` in build/ (bash scripts/dev.sh package).
# The shared libraries the binaries link come from dpkg-shlibdeps; what Qt loads at run time is
# listed by hand: one package per QML import, the SVG image and icon plugins, a font.
set(CPACK_PACKAGE_NAME tessera)
set(CPACK_PACKAGE_VENDOR "The Tessera project")
# The Maintainer field of the .deb: whoever builds a package for others sets their own.
set(TESSERA_PACKAGE_MAINTAINER "Tessera developers <tessera@example.org>"
    CACHE STRING "Maintainer of the Debian package (Name <email>)")
set(CPACK_PACKAGE_CONTACT "${TESSERA_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Sokoban with a level editor, 2048 and the Fifteen puzzle")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Sokoban with a level editor, 2048 and the Fifteen puzzle\n\
Three classic grid puzzles in one Qt Quick desktop game: Sokoban with a\n\
solver that gives hints and warns about stuck boxes, a level editor,\n\
2048 and the Fifteen puzzle. tessera-cli checks, verifies and solves\n\
Sokoban levels from the command line.")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(TESSERA_QT_RUNTIME_PACKAGES
    qml6-module-qtquick
    qml6-module-qtquick-controls
    qml6-module-qtquick-layouts
    qml6-module-qtquick-templates
    qml6-module-qtquick-window
    qml6-module-qtquick-dialogs
    qml6-module-qtquick-shapes
    qml6-module-qtqml-workerscript
    qml6-module-qtcore
    qml6-module-qt-labs-folderlistmodel
    libqt6svg6
    fonts-dejavu-core
    # the level files' encodings; dpkg-shlibdeps finds it too, named here so it is never lost
    libuchardet0
    # game controllers: loaded (dlopen) once the window is up, so dpkg-shlibdeps cannot see it
    libsdl2-2.0-0)
list(JOIN TESSERA_QT_RUNTIME_PACKAGES ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
# The X11 platform plugin comes with libqt6gui6; Wayland's and the desktop themes' are extras.
# Chinese glyphs and Qt's own translated strings, for the languages other than English.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, bash-completion, fonts-noto-cjk, qt6-translations-l10n")

set(CPACK_GENERATOR DEB)
include(CPack)
