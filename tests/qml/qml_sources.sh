#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Rules on the QML sources themselves (qml/ and editor/), read as text:
# - no file over 600 lines: a screen that grows gives a part its own file (its tool bar, a dialog).
#   bash tests/qml/qml_sources.sh SOURCE_DIR
set -euo pipefail
root=${1:?usage: qml_sources.sh SOURCE_DIR}
failed=0

while IFS= read -r -d '' file; do
    lines=$(wc -l <"$file")
    if ((lines > 600)); then
        echo "${file#"$root"/}: $lines lines, more than 600: give a part of it a file of its own" >&2
        failed=1
    fi
done < <(find "$root/qml" "$root/editor" -name '*.qml' -print0)

exit $failed
