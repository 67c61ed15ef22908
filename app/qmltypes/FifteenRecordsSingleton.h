#pragma once

#include "FifteenRecords.h"
#include "StorageNotices.h"

#include <QQmlEngine>

namespace tessera {

// Registers the services' FifteenRecords (best moves and times per size, under the user's data
// folder) as the QML singleton `FifteenRecords`; the engine owns the instance.
struct FifteenRecordsSingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::FifteenRecords)
    QML_NAMED_ELEMENT(FifteenRecords)
    QML_SINGLETON

public:
    static FifteenRecords *create(QQmlEngine *, QJSEngine *)
    {
        auto *created = new FifteenRecords;
        StorageNotices::instance()->watch(created);
        return created;
    }
};

} // namespace tessera
