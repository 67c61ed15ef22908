#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# Rules on the QML sources themselves (qml/ and editor/), read as text:
# - no file over 600 lines: a screen that grows gives a part its own file (its tool bar, a dialog);
# - no colour outside Theme.qml: no "#rrggbb" (or #rgb, #aarrggbb), no colour made with
#   Qt.rgba/hsla/hsva/lighter/darker/tint, no colour name ("white"). A view binds to a Theme
#   property, so the light and dark themes (and any later one) reach every colour. "transparent"
#   (no colour at all) is allowed.
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

# The colour names QML knows (the SVG 1.0 keywords), except "transparent".
names='aliceblue|antiquewhite|aqua|aquamarine|azure|beige|bisque|black|blanchedalmond|blue|'\
'blueviolet|brown|burlywood|cadetblue|chartreuse|chocolate|coral|cornflowerblue|cornsilk|crimson|'\
'cyan|darkblue|darkcyan|darkgoldenrod|darkgray|darkgreen|darkgrey|darkkhaki|darkmagenta|'\
'darkolivegreen|darkorange|darkorchid|darkred|darksalmon|darkseagreen|darkslateblue|darkslategray|'\
'darkslategrey|darkturquoise|darkviolet|deeppink|deepskyblue|dimgray|dimgrey|dodgerblue|firebrick|'\
'floralwhite|forestgreen|fuchsia|gainsboro|ghostwhite|gold|goldenrod|gray|grey|green|greenyellow|'\
'honeydew|hotpink|indianred|indigo|ivory|khaki|lavender|lavenderblush|lawngreen|lemonchiffon|'\
'lightblue|lightcoral|lightcyan|lightgoldenrodyellow|lightgray|lightgreen|lightgrey|lightpink|'\
'lightsalmon|lightseagreen|lightskyblue|lightslategray|lightslategrey|lightsteelblue|lightyellow|'\
'lime|limegreen|linen|magenta|maroon|mediumaquamarine|mediumblue|mediumorchid|mediumpurple|'\
'mediumseagreen|mediumslateblue|mediumspringgreen|mediumturquoise|mediumvioletred|midnightblue|'\
'mintcream|mistyrose|moccasin|navajowhite|navy|oldlace|olive|olivedrab|orange|orangered|orchid|'\
'palegoldenrod|palegreen|paleturquoise|palevioletred|papayawhip|peachpuff|peru|pink|plum|'\
'powderblue|purple|red|rosybrown|royalblue|saddlebrown|salmon|sandybrown|seagreen|seashell|sienna|'\
'silver|skyblue|slateblue|slategray|slategrey|snow|springgreen|steelblue|tan|teal|thistle|tomato|'\
'turquoise|violet|wheat|white|whitesmoke|yellow|yellowgreen'
literal="[\"']#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})[\"']"
made='Qt\.(rgba|hsla|hsva|lighter|darker|tint)[[:space:]]*\('
named="[\"']($names)[\"']"
while IFS= read -r -d '' file; do
    [[ $(basename "$file") == Theme.qml ]] && continue
    # Comments may name colours; code may not.
    if found=$(sed -E 's#//.*$##' "$file" | grep -nEi -e "$literal" -e "$made" -e "$named"); then
        while IFS= read -r line; do
            echo "${file#"$root"/}:${line%%:*}: a colour outside Theme.qml (bind to a Theme property): ${line#*:}" >&2
        done <<<"$found"
        failed=1
    fi
done < <(find "$root/qml" "$root/editor" -name '*.qml' -print0)

exit $failed
