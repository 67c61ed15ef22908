# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# bash completion for tessera-cli: games, commands, options, level files and option values.
# Installed as share/bash-completion/completions/tessera-cli (bash-completion loads it on the
# first Tab after "tessera-cli"); it also works sourced on its own, without bash-completion.

# Level files (and folders, to walk into) for the word being completed.
_tessera_cli_level_files()
{
    if declare -F _filedir >/dev/null; then
        _filedir '@(xsb|sok|txt|XSB|SOK|TXT)'
    else
        local IFS=$'\n'
        COMPREPLY=($(compgen -d -- "$cur") $(compgen -f -X '!*.@(xsb|sok|txt|XSB|SOK|TXT)' -- "$cur"))
    fi
}

_tessera_cli_any_files()
{
    if declare -F _filedir >/dev/null; then
        _filedir
    else
        local IFS=$'\n'
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}

# Fills COMPREPLY from cur, prev, words and cword (the caller's locals).
_tessera_cli_complete()
{
    local games="sokoban 2048 fifteen"
    local play=0 base=1
    if [[ ${words[1]-} == play ]]; then
        play=1
        base=2
    fi

    if ((cword == 1)); then
        COMPREPLY=($(compgen -W "$games play --help --version" -- "$cur"))
        return
    fi
    local game=${words[base]-}
    if ((cword == base)); then
        COMPREPLY=($(compgen -W "$games" -- "$cur"))
        return
    fi

    local command="" options="" files=none
    if ((play)); then
        case $game in
            sokoban) options="--level" files=levels ;;
            2048) options="--size --seed" ;;
            fifteen) options="--size --letters --seed --board" ;;
        esac
    else
        local commands=""
        case $game in
            sokoban) commands="check verify solve generate optimise" ;;
            2048) commands="move autoplay" ;;
            fifteen) commands="solvable solve" ;;
        esac
        if ((cword == base + 1)); then
            COMPREPLY=($(compgen -W "$commands --help" -- "$cur"))
            return
        fi
        command=${words[base + 1]-}
        case $game/$command in
            sokoban/check) files=levels ;;
            sokoban/verify)
                options="--level --solution --solution-file --strict --embedded --train-push"
                files=levels
                ;;
            sokoban/solve)
                options="--level --time-limit --memory-limit --optimise"
                files=levels
                ;;
            sokoban/generate)
                options="--level --size --boxes --seed --time-limit --xsb"
                files=levels
                ;;
            sokoban/optimise)
                options="--level --solution --solution-file --metric --time-limit"
                files=levels
                ;;
            2048/move) options="--board --dir" ;;
            2048/autoplay) options="--size --games --seed --depth --max-moves" ;;
            fifteen/solvable) options="--board" ;;
            fifteen/solve) options="--board --board-file --time-limit" ;;
        esac
    fi

    # The value of the option before the cursor.
    case $prev in
        --solution-file | --board-file)
            _tessera_cli_any_files
            COMPREPLY+=($(compgen -W "-" -- "$cur"))
            return
            ;;
        --dir)
            COMPREPLY=($(compgen -W "left right up down" -- "$cur"))
            return
            ;;
        --metric)
            COMPREPLY=($(compgen -W "moves pushes" -- "$cur"))
            return
            ;;
        --depth)
            COMPREPLY=($(compgen -W "auto 1 2 3 4 5 6 7 8 9 10 11 12" -- "$cur"))
            return
            ;;
        --size)
            if [[ $game == fifteen ]]; then
                COMPREPLY=($(compgen -W "3 4 5 6 7 8 3x3 4x4 5x5" -- "$cur"))
            elif [[ $game == sokoban ]]; then
                COMPREPLY=($(compgen -W "6x5 8x6 10x8 12x10" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "3x3 4x4 5x5 6x6 8x8" -- "$cur"))
            fi
            return
            ;;
        --level | --solution | --time-limit | --memory-limit | --optimise | --board | --games | --seed | --max-moves | --boxes)
            # A number or a board: nothing to offer.
            COMPREPLY=()
            return
            ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options --help" -- "$cur"))
    elif [[ $files == levels ]]; then
        _tessera_cli_level_files
    fi
}

_tessera_cli()
{
    local cur prev words cword
    if declare -F _init_completion >/dev/null; then
        _init_completion || return
    else
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD - 1]}
    fi
    # The file patterns are extended globs; bash-completion turns extglob on, a bare shell may not.
    local restore_extglob
    restore_extglob=$(shopt -p extglob)
    shopt -s extglob
    _tessera_cli_complete
    eval "$restore_extglob"
}
complete -F _tessera_cli tessera-cli
