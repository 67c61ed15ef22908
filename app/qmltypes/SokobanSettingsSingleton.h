#pragma once

#include "SokobanSettings.h"
#include "StorageNotices.h"

#include <QQmlEngine>

namespace tessera {

// Registers the services' SokobanSettings as the QML singleton `SokobanSettings`; the engine
// owns the instance (the Sokoban screen and the Settings dialog share it).
struct SokobanSettingsSingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::SokobanSettings)
    QML_NAMED_ELEMENT(SokobanSettings)
    QML_SINGLETON

public:
    static SokobanSettings *create(QQmlEngine *, QJSEngine *)
    {
        auto *created = new SokobanSettings;
        StorageNotices::instance()->watchSettings(created);
        return created;
    }
};

} // namespace tessera
