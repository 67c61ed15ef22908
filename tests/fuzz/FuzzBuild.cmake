# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# The fuzzing build (TESSERA_FUZZ=ON, clang only): the core and the services instrumented for
# libFuzzer, AddressSanitizer and UndefinedBehaviorSanitizer, then one harness per parser.
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "TESSERA_FUZZ needs clang (e.g. CXX=clang++-14); this is ${CMAKE_CXX_COMPILER_ID}")
endif()
set(TESSERA_FUZZ_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=undefined
                       -fno-omit-frame-pointer -g)
add_compile_options(-fsanitize=fuzzer-no-link ${TESSERA_FUZZ_FLAGS})
add_link_options(${TESSERA_FUZZ_FLAGS})

include(cmake/Version.cmake)
add_subdirectory(core)
add_subdirectory(app/services)
add_subdirectory(app/cli)
enable_testing()
add_subdirectory(tests/fuzz)
