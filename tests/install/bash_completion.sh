#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# The installed bash completion for tessera-cli: valid bash, and Tab offers the games, the
# commands, the options and the level files, both under bash-completion (as on a desktop, where
# it loads the file on the first Tab) and sourced into a bare bash.
source "$(dirname "$0")/common.sh"
completion=$PREFIX/share/bash-completion/completions/tessera-cli
bash -n "$completion" || fail "bash -n: the completion is not valid bash"

mkdir -p "$SCRATCH/files/folder"
cd "$SCRATCH/files"
touch one.xsb two.sok three.txt picture.png

# complete WORDS... : what Tab offers for the last word, sorted, one line, in a fresh bash.
# $1 says how: "bare" sources the file alone; "bash-completion" loads bash-completion first
# and lets it find the file by the command's name, from XDG_DATA_DIRS.
complete_in() {
    local how=$1
    shift
    local setup="source '$completion'"
    if [ "$how" = bash-completion ]; then
        setup="source /usr/share/bash-completion/bash_completion
               _completion_loader tessera-cli"
    fi
    XDG_DATA_DIRS=$PREFIX/share:/usr/share bash --norc --noprofile -c "
        $setup
        COMP_WORDS=($(printf '%q ' "$@"))
        COMP_CWORD=$(($# - 1))
        COMP_LINE=\"\${COMP_WORDS[*]}\"
        COMP_POINT=\${#COMP_LINE}
        \$(complete -p tessera-cli | sed -E 's/.*-F ([^ ]+) .*/\1/') 2>/dev/null
        printf '%s\n' \"\${COMPREPLY[@]}\" | sort | tr '\n' ' '"
}

expect() {
    local how=$1 expected=$2
    shift 2
    local got
    got=$(complete_in "$how" "$@")
    [ "$got" = "$expected" ] || fail "[$how] tessera-cli ${*:2}<Tab>: got '$got', expected '$expected'"
}

for how in bare bash-completion; do
    [ "$how" = bare ] || [ -f /usr/share/bash-completion/bash_completion ] ||
        fail "bash-completion is not installed (scripts/dev.sh installs it)"
    expect $how "--help --version 2048 fifteen play sokoban " tessera-cli ''
    expect $how "sokoban " tessera-cli so
    expect $how "--help check generate optimise solve verify " tessera-cli sokoban ''
    expect $how "--metric " tessera-cli sokoban optimise one.xsb --m
    expect $how "moves pushes " tessera-cli sokoban optimise one.xsb --metric ''
    expect $how "--help autoplay move " tessera-cli 2048 ''
    expect $how "solvable solve " tessera-cli fifteen sol
    expect $how "--solution --solution-file --strict " tessera-cli sokoban verify --s
    expect $how "--embedded " tessera-cli sokoban verify one.xsb --e
    expect $how "--train-push " tessera-cli sokoban verify one.xsb --t
    expect $how "--depth " tessera-cli 2048 autoplay --de
    expect $how "down left right up " tessera-cli 2048 move --dir ''
    expect $how "2048 fifteen sokoban " tessera-cli play ''
    expect $how "--board --help --letters --seed --size " tessera-cli play fifteen --
    # Level files and folders, not other files; any file (or - for stdin) after --solution-file.
    expect $how "folder one.xsb three.txt two.sok " tessera-cli sokoban check ''
    expect $how "one.xsb " tessera-cli play sokoban o
    expect $how "- folder one.xsb picture.png three.txt two.sok " tessera-cli sokoban verify one.xsb --solution-file ''
    # Numbers are for the player to type (an empty reply prints as one blank).
    expect $how " " tessera-cli sokoban solve one.xsb --level ''
    expect $how "--boxes " tessera-cli sokoban generate --size 8x6 --b
    expect $how "10x8 12x10 " tessera-cli sokoban generate --size 1
    expect $how "one.xsb " tessera-cli sokoban generate o
done
echo "bash completion: ok"
