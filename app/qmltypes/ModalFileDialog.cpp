// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ModalFileDialog.h"

#include <QMetaProperty>
#include <QWindow>

namespace tessera {

bool ModalFileDialog::apply(QObject *fileDialog) const
{
    if (!fileDialog)
        return false;
    const QObject *window = fileDialog->property("parentWindow").value<QWindow *>();
    if (!window)
        return false;
    bool applied = false;
    for (QObject *child : window->children()) {
        // The fallback popup (QQuickFileDialogImpl, a QQuickDialog): not public API, so it is
        // found by class and set through its properties.
        if (!child->inherits("QQuickFileDialogImpl") || !child->property("visible").toBool())
            continue;
        child->setProperty("modal", true);
        const QMetaObject *meta = child->metaObject();
        const QMetaProperty closePolicy = meta->property(meta->indexOfProperty("closePolicy"));
        const int onEscape = closePolicy.enumerator().keysToValue("CloseOnEscape");
        if (onEscape >= 0)
            closePolicy.write(child, onEscape);
        applied = true;
    }
    return applied;
}

} // namespace tessera
