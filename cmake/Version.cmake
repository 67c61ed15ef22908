# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# tessera_version: the generated Version.h (TESSERA_VERSION, TESSERA_APP_ID) for whatever shows
# the version or names the app; the normal build and the fuzzing build both include this.
configure_file(${PROJECT_SOURCE_DIR}/app/Version.h.in ${PROJECT_BINARY_DIR}/generated/Version.h
               @ONLY)
add_library(tessera_version INTERFACE)
target_include_directories(tessera_version INTERFACE ${PROJECT_BINARY_DIR}/generated)
