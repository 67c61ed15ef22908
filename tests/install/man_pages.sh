#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# The installed man pages: groff finds nothing to warn about, and every command and option
# that `--help` prints is in the page, so the page cannot fall behind the program.
source "$(dirname "$0")/common.sh"
man6=$PREFIX/share/man/man6

# The options (-x, --xyz) and tessera-cli's commands ("tessera-cli GAME COMMAND") a help text names.
help_words() {
    local text
    text=$(cat)
    grep -oE '(^|[] ([|,])--?[a-z][a-z0-9-]*' <<<"$text" | sed -E 's/^[] ([|,]//'
    grep -oE 'tessera-cli (play )?[a-z0-9]+ [a-z]+' <<<"$text" || true
}

for program in tessera tessera-cli; do
    page=$man6/$program.6
    LC_ALL=C.UTF-8 man --warnings -l "$page" >"$SCRATCH/page.txt" 2>"$SCRATCH/warnings" ||
        fail "man $program.6: exit $?"
    [ ! -s "$SCRATCH/warnings" ] || fail "man --warnings $program.6: $(cat "$SCRATCH/warnings")"
    # One line per paragraph, plain ASCII hyphens, nothing broken over lines.
    LC_ALL=C MANWIDTH=2000 man -l "$page" 2>/dev/null | sed 's/  */ /g' >"$SCRATCH/page.txt"
    grep -q "^NAME" "$SCRATCH/page.txt" || fail "$program.6 has no NAME section"
    for section in SYNOPSIS DESCRIPTION "EXIT STATUS" ENVIRONMENT FILES; do
        grep -q "^$section" "$SCRATCH/page.txt" || fail "$program.6 has no $section section"
    done
    "$PREFIX/bin/$program" --help >"$SCRATCH/help.txt"
    words=$(help_words <"$SCRATCH/help.txt" | sort -u)
    [ -n "$words" ] || fail "no option found in $program --help"
    while IFS= read -r word; do
        grep -qF -- "$word" "$SCRATCH/page.txt" || fail "$program --help names '$word'; man $program does not"
    done <<<"$words"
    echo "$program.6: $(wc -l <<<"$words") commands and options of --help, all in the page"
done
