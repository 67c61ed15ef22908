#pragma once

#include "ProgressStore.h"
#include "StorageNotices.h"

#include <QJSEngine>
#include <QPointer>
#include <QQmlEngine>

namespace tessera {

// Registers the services' ProgressStore (progress.json: solved levels and best solutions) as the
// QML singleton `ProgressStore`. There must be one instance per process: each writes the whole
// file, so two would overwrite each other's records. main() may provide it, otherwise the engine
// creates and owns one.
struct ProgressStoreSingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::ProgressStore)
    QML_NAMED_ELEMENT(ProgressStore)
    QML_SINGLETON

public:
    static void provide(ProgressStore *instance) { s_provided = instance; }

    static ProgressStore *create(QQmlEngine *, QJSEngine *)
    {
        if (s_provided) {
            QJSEngine::setObjectOwnership(s_provided, QJSEngine::CppOwnership);
            return s_provided;
        }
        auto *created = new ProgressStore;
        StorageNotices::instance()->watch(created);
        return created;
    }

private:
    static inline QPointer<ProgressStore> s_provided;
};

} // namespace tessera
