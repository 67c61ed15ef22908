#pragma once

#include "FifteenTables.h"
#include "StorageNotices.h"

#include <QQmlEngine>

namespace tessera {

// Registers the services' FifteenTables (the 4x4 solver's tables, cached under the user's
// cache folder and prepared in the background at first use) as the QML singleton
// `FifteenTables`; the engine owns the instance.
struct FifteenTablesSingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::FifteenTables)
    QML_NAMED_ELEMENT(FifteenTables)
    QML_SINGLETON

public:
    static FifteenTables *create(QQmlEngine *, QJSEngine *)
    {
        auto *created = new FifteenTables;
        StorageNotices::instance()->watch(created);
        return created;
    }
};

} // namespace tessera
