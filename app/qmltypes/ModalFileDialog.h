// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// Makes an open FileDialog modal, as the app's own dialogs (AppDialog) are. Without a platform
// file dialog (Debian 12's Qt 6.4 has none here) QtQuick.Dialogs shows its Qt Quick fallback, a
// popup that ignores `modality`: the window behind kept taking clicks and keys, so a level could
// be changed under the editor's Save As, and a click beside Sokoban's Open (Ctrl+O) closed it.
// One copy for both, in the Tessera module. The popup is a child of the dialog's window once
// open.
class ModalFileDialog : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    // Call after fileDialog.open(): the fallback popup blocks (and dims) the window behind, and
    // a click outside it no longer closes it (a typed file name is not lost to a stray click);
    // Escape and its buttons still do. False when no fallback popup is open (a platform
    // dialog is modal already).
    Q_INVOKABLE bool apply(QObject *fileDialog) const;
};

} // namespace tessera
