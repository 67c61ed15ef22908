#pragma once

#include "Game2048Settings.h"
#include "StorageNotices.h"

#include <QQmlEngine>

namespace tessera {

// Registers the services' Game2048Settings as the QML singleton `Game2048Settings`; the engine
// owns the instance (the 2048 screen and the Settings dialog's page share it).
struct Game2048SettingsSingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::Game2048Settings)
    QML_NAMED_ELEMENT(Game2048Settings)
    QML_SINGLETON

public:
    static Game2048Settings *create(QQmlEngine *, QJSEngine *)
    {
        auto *created = new Game2048Settings;
        StorageNotices::instance()->watchSettings(created);
        return created;
    }
};

} // namespace tessera
