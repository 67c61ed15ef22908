#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Brings resources/translations/*.ts up to date with the sources (new texts arrive unfinished,
# texts gone are dropped), then says how many each language still lacks. English gets only
# the plural forms of texts with a count. The CLI is left out:
# it stays English, a machine interface.
#   bash scripts/update-translations.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
SOURCES=(app/access app/models app/services app/shell app/input app/qmltypes app/sound app/main.cpp editor qml)
for ts in resources/translations/tessera_*.ts; do
    # English is the sources' own language: its file holds only the plural forms of "%n" texts.
    only=()
    [[ $ts == */tessera_en.ts ]] && only=(-pluralonly)
    /usr/lib/qt6/bin/lupdate -silent -locations relative -no-obsolete "${only[@]}" "${SOURCES[@]}" -ts "$ts"
    printf '%s: %s unfinished\n' "$ts" "$(grep -c 'type="unfinished"' "$ts" || true)"
done
