#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# The menu entry, the software-centre metainfo and the level file type, checked with the
# freedesktop.org tools a distribution uses, then as a desktop sees them after the install
# triggers ran: the type of a level file, and the application that opens it.
source "$(dirname "$0")/common.sh"
share=$PREFIX/share
desktop=$share/applications/$APP_ID.desktop
metainfo=$share/metainfo/$APP_ID.metainfo.xml
mime=$share/mime/packages/$APP_ID.xml

desktop-file-validate "$desktop" || fail "desktop-file-validate"
grep -qx "Icon=$APP_ID" "$desktop" || fail "the menu entry's icon is not $APP_ID"
grep -qx 'Exec=tessera %f' "$desktop" || fail "the menu entry does not pass the level file"
grep -qx 'MimeType=text/x-sokoban;' "$desktop" || fail "the menu entry does not open level files"

appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate"
grep -q "<launchable type=\"desktop-id\">$APP_ID.desktop</launchable>" "$metainfo" ||
    fail "the metainfo does not launch the installed desktop file"
for binary in $(sed -n 's:.*<binary>\(.*\)</binary>.*:\1:p' "$metainfo"); do
    [ -x "$PREFIX/bin/$binary" ] || fail "the metainfo provides $binary, which is not installed"
done
grep -q '<mediatype>text/x-sokoban</mediatype>' "$metainfo" || fail "the metainfo does not provide the level type"

xmllint --noout "$mime" || fail "xmllint: the mime XML is not well formed"
# The installed data first (as a desktop has /usr/share), the system's (text/plain) after.
export XDG_DATA_DIRS=$share:/usr/share
# What dpkg's triggers run after an install: they must take the files without a word.
update-mime-database "$share/mime" 2>"$SCRATCH/mime.err" || fail "update-mime-database: $(cat "$SCRATCH/mime.err")"
[ ! -s "$SCRATCH/mime.err" ] || fail "update-mime-database: $(cat "$SCRATCH/mime.err")"
update-desktop-database "$share/applications" || fail "update-desktop-database"
grep -q "^text/x-sokoban=$APP_ID.desktop" "$share/applications/mimeinfo.cache" ||
    fail "the desktop database does not open text/x-sokoban with Tessera"

# The type a file manager sees (gio, as GNOME's does), and the program it opens it with.
content_type() { gio info --attributes=standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'; }
level='    #####
    #@$.#
    #####'
mkdir -p "$SCRATCH/files"
cd "$SCRATCH/files"
printf '%s\n' "$level" > levels.xsb
printf '%s\n' "$level" > levels.sok
printf '%s\n' "$level" > 'level with no extension'
printf '%s\n' "$level" > notes.txt
printf 'Dear diary, today I paid $5 for coffee.\n' > diary
[ "$(content_type levels.xsb)" = text/x-sokoban ] || fail "levels.xsb is $(content_type levels.xsb)"
[ "$(content_type levels.sok)" = text/x-sokoban ] || fail "levels.sok is $(content_type levels.sok)"
[ "$(content_type 'level with no extension')" = text/x-sokoban ] ||
    fail "a level without extension is $(content_type 'level with no extension')"
# The level type does not claim text files: a .txt stays text, a plain text stays plain.
[ "$(content_type notes.txt)" = text/plain ] || fail "notes.txt is $(content_type notes.txt)"
[ "$(content_type diary)" = text/plain ] || fail "a plain text file is $(content_type diary)"
# The menu entry's TryExec hides it unless tessera is on PATH, as it is after a real install.
export PATH=$PREFIX/bin:$PATH
# The first line is "Default application for 'text/x-sokoban': ID.desktop" (quotes by locale).
# Read whole (not through head, whose early exit would fail the pipe under pipefail).
gio_answer=$(gio mime text/x-sokoban)
printf '%s\n' "$gio_answer" | sed -n 1p | grep -q ": $APP_ID.desktop\$" ||
    fail "gio: $gio_answer"
echo "desktop integration: ok"
