#pragma once

#include "Game2048Scores.h"
#include "StorageNotices.h"

#include <QQmlEngine>

namespace tessera {

// Registers the services' Game2048Scores (best scores and high-score tables per size, under
// the user's data folder) as the QML singleton `Game2048Scores`; the engine owns the instance,
// and its destructor writes what is pending.
struct Game2048ScoresSingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::Game2048Scores)
    QML_NAMED_ELEMENT(Game2048Scores)
    QML_SINGLETON

public:
    static Game2048Scores *create(QQmlEngine *, QJSEngine *)
    {
        auto *created = new Game2048Scores;
        StorageNotices::instance()->watch(created);
        return created;
    }
};

} // namespace tessera
