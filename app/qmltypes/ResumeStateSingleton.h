#pragma once

#include "ResumeState.h"
#include "StorageNotices.h"

#include <QJSEngine>
#include <QPointer>
#include <QQmlEngine>

namespace tessera {

// Registers the services' ResumeState (session.json: the unfinished games) as the QML singleton
// `ResumeState`. There must be one instance per process: each writes the whole file, so two
// would overwrite each other's games. Every screen that keeps a game between runs uses this one
// (the Fifteen screen hands it to its model). main() may provide its own instance; without one
// the engine creates it, owns it, and its destructor writes what is pending.
struct ResumeStateSingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::ResumeState)
    QML_NAMED_ELEMENT(ResumeState)
    QML_SINGLETON

public:
    static void provide(ResumeState *instance) { s_provided = instance; }

    static ResumeState *create(QQmlEngine *, QJSEngine *)
    {
        if (s_provided) {
            QJSEngine::setObjectOwnership(s_provided, QJSEngine::CppOwnership);
            return s_provided;
        }
        auto *created = new ResumeState;
        StorageNotices::instance()->watch(created);
        return created;
    }

private:
    static inline QPointer<ResumeState> s_provided;
};

} // namespace tessera
