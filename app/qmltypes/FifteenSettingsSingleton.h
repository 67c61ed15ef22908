#pragma once

#include "FifteenSettings.h"
#include "StorageNotices.h"

#include <QQmlEngine>

namespace tessera {

// Registers the services' FifteenSettings as the QML singleton `FifteenSettings`; the engine
// owns the instance (the Fifteen screen and the Settings dialog's page share it).
struct FifteenSettingsSingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::FifteenSettings)
    QML_NAMED_ELEMENT(FifteenSettings)
    QML_SINGLETON

public:
    static FifteenSettings *create(QQmlEngine *, QJSEngine *)
    {
        auto *created = new FifteenSettings;
        StorageNotices::instance()->watchSettings(created);
        return created;
    }
};

} // namespace tessera
