#pragma once

#include "LevelLibrary.h"
#include "StorageNotices.h"

#include <QJSEngine>
#include <QPointer>
#include <QQmlEngine>

namespace tessera {

// Registers the services' LevelLibrary (bundled collections, My levels, recent files, pasted
// text) as the QML singleton `LevelLibrary`: the Sokoban screen opens levels from it and the
// level browser lists it. One instance per process, so every screen sees the same collections;
// main() may provide it, otherwise the engine creates and owns one.
struct LevelLibrarySingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::LevelLibrary)
    QML_NAMED_ELEMENT(LevelLibrary)
    QML_SINGLETON

public:
    static void provide(LevelLibrary *instance) { s_provided = instance; }

    static LevelLibrary *create(QQmlEngine *, QJSEngine *)
    {
        if (s_provided) {
            QJSEngine::setObjectOwnership(s_provided, QJSEngine::CppOwnership);
            return s_provided;
        }
        auto *created = new LevelLibrary;
        StorageNotices::instance()->watch(created);
        return created;
    }

private:
    static inline QPointer<LevelLibrary> s_provided;
};

} // namespace tessera
