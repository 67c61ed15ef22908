#!/usr/bin/env bash

# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

# The Debian package CPack makes from this build (as `bash scripts/dev.sh package` does): its
# control fields name the shared libraries' packages (dpkg-shlibdeps) and the QML modules, it
# holds the installed files under /usr, and apt can install it here.
#   debian_package.sh BUILD_DIR VERSION
set -euo pipefail
build=${1:?usage: $0 BUILD_DIR VERSION}
version=${2:?usage: $0 BUILD_DIR VERSION}
app_id=io.github.tessera.Tessera
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# CPack's scratch and result go to the temporary folder, not build/.
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$out" >"$out/cpack.log" 2>&1 ||
    fail "cpack: $(cat "$out/cpack.log")"
deb=$(ls "$out"/tessera_"$version"_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || fail "no tessera_${version}_*.deb: $(cat "$out/cpack.log")"

dpkg-deb --info "$deb" >"$out/info"
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = tessera ] || fail "Package: $(field Package)"
[ "$(field Version)" = "$version" ] || fail "Version: $(field Version)"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture: $(field Architecture)"
[ "$(field Section)" = games ] || fail "Section: $(field Section)"
depends=$(field Depends)
# From dpkg-shlibdeps: the libraries the binaries link.
for library in libqt6core6 libqt6gui6 libqt6qml6 libqt6quick6 libc6 libstdc++6 libuchardet0 \
    libqt6multimedia6; do
    [[ $depends == *"$library "* || $depends == *"$library,"* || $depends == *"$library" ]] ||
        fail "Depends lacks $library: $depends"
done
# By hand: what Qt loads at run time, one package per QML import.
for module in qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts \
    qml6-module-qtquick-dialogs qml6-module-qtquick-shapes qml6-module-qt-labs-folderlistmodel \
    qml6-module-qtqml-workerscript qml6-module-qtcore libqt6svg6; do
    [[ $depends == *"$module"* ]] || fail "Depends lacks $module: $depends"
done

dpkg-deb --contents "$deb" | awk '{print $NF}' >"$out/contents"
for file in ./usr/bin/tessera ./usr/bin/tessera-cli \
    ./usr/share/applications/$app_id.desktop ./usr/share/metainfo/$app_id.metainfo.xml \
    ./usr/share/mime/packages/$app_id.xml ./usr/share/icons/hicolor/scalable/apps/$app_id.svg \
    ./usr/share/icons/hicolor/48x48/apps/$app_id.png ./usr/share/man/man6/tessera.6 \
    ./usr/share/man/man6/tessera-cli.6 ./usr/share/bash-completion/completions/tessera-cli \
    ./usr/share/doc/tessera/LICENSE ./usr/share/doc/tessera/copyright; do
    grep -qxF "$file" "$out/contents" || fail "the package lacks $file"
done
# The sound output module the app loads after its first frame.
grep -qE '^\./usr/lib/(.*/)?tessera/libtessera-audio\.so$' "$out/contents" ||
    fail "the package lacks the audio module"
# Nothing outside /usr, nothing from the build tree.
! grep -vE '^\./(usr(/.*)?)?$' "$out/contents" || fail "files outside /usr"

# The binaries in the package run (stripped, no build-tree RPATH).
mkdir "$out/root"
dpkg-deb --extract "$deb" "$out/root"
[ "$("$out/root/usr/bin/tessera-cli" --version)" = "tessera-cli $version" ] || fail "the packaged tessera-cli does not run"

# apt resolves every dependency: as on a clean Debian (an empty dpkg status: nothing installed)
# when the archive's package lists are here, else against what is installed.
if command -v apt-get >/dev/null; then
    status=()
    if ls /var/lib/apt/lists/*_Packages* >/dev/null 2>&1; then
        : >"$out/empty-status"
        status=(-o Dir::State::status="$out/empty-status")
    fi
    apt-get "${status[@]}" install --simulate --no-install-recommends "$deb" >"$out/apt.log" 2>&1 ||
        fail "apt-get --simulate: $(cat "$out/apt.log")"
    grep -q '^Inst tessera ' "$out/apt.log" || fail "apt-get would not install it: $(cat "$out/apt.log")"
    echo "apt-get --simulate${status:+ on an empty system}: $(grep -c '^Inst ' "$out/apt.log") packages to install"
fi
echo "debian package: ok ($(basename "$deb"), $(du -k "$deb" | cut -f1) kB)"
