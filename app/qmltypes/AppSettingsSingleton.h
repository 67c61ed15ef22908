#pragma once

#include "AppSettings.h"
#include "StorageNotices.h"

#include <QJSEngine>
#include <QPointer>
#include <QQmlEngine>

namespace tessera {

// Registers the services' AppSettings (a Qt Core class) as the QML singleton `AppSettings`.
// main() provides its own instance, which it also uses to restore the window; without one
// (the Quick Tests) each engine creates and owns a fresh instance.
struct AppSettingsSingleton
{
    Q_GADGET
    QML_FOREIGN(tessera::AppSettings)
    QML_NAMED_ELEMENT(AppSettings)
    QML_SINGLETON

public:
    static void provide(AppSettings *instance) { s_provided = instance; }

    static AppSettings *create(QQmlEngine *, QJSEngine *)
    {
        if (s_provided) {
            QJSEngine::setObjectOwnership(s_provided, QJSEngine::CppOwnership);
            return s_provided;
        }
        auto *created = new AppSettings;
        StorageNotices::instance()->watchSettings(created);
        return created;
    }

private:
    static inline QPointer<AppSettings> s_provided;
};

} // namespace tessera
