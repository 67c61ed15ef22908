// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "AppSettings.h"
#include "FifteenRecords.h"
#include "FifteenSettings.h"
#include "FifteenTables.h"
#include "Game2048Scores.h"
#include "Game2048Settings.h"
#include "LevelLibrary.h"
#include "ProgressStore.h"
#include "ResumeState.h"
#include "SokobanSettings.h"
#include "StartupPhases.h"
#include "StorageNotices.h"

#include <QJSEngine>
#include <QPointer>
#include <QQmlEngine>

// The services (Qt Core classes in app/services, which know nothing of QML) as QML singletons
// of the same names, all in this one file. Each engine creates and owns an instance, unless
// main() provided one with ServiceSingleton<Service>::provide(): the services that write a whole
// file (settings, progress, resume state, the library) must exist once per process, and main()
// also reads some of them before QML starts.
namespace tessera {

template <typename Service>
class ServiceSingleton
{
public:
    static void provide(Service *instance) { s_provided = instance; }

    static Service *create(QQmlEngine *, QJSEngine *)
    {
        if (s_provided) {
            QJSEngine::setObjectOwnership(s_provided, QJSEngine::CppOwnership);
            return s_provided;
        }
        // Its own line in the start-up benchmark's breakdown.
        StartupPhases::Scope phase(Service::staticMetaObject.className());
        auto *created = new Service;
        // Its load and save errors reach the player through the one notice area.
        StorageNotices::instance()->watch(created);
        return created;
    }

private:
    static inline QPointer<Service> s_provided;
};

// The app's own settings: theme, the last screen, the window.
struct AppSettingsSingleton : ServiceSingleton<AppSettings>
{
    Q_GADGET
    QML_FOREIGN(tessera::AppSettings)
    QML_NAMED_ELEMENT(AppSettings)
    QML_SINGLETON
};

// The unfinished games of every screen (session.json).
struct ResumeStateSingleton : ServiceSingleton<ResumeState>
{
    Q_GADGET
    QML_FOREIGN(tessera::ResumeState)
    QML_NAMED_ELEMENT(ResumeState)
    QML_SINGLETON
};

// Sokoban: settings, the level library (bundled collections, My levels, recent files, pasted
// text) and the progress (solved levels and best solutions, progress.json).
struct SokobanSettingsSingleton : ServiceSingleton<SokobanSettings>
{
    Q_GADGET
    QML_FOREIGN(tessera::SokobanSettings)
    QML_NAMED_ELEMENT(SokobanSettings)
    QML_SINGLETON
};

struct LevelLibrarySingleton : ServiceSingleton<LevelLibrary>
{
    Q_GADGET
    QML_FOREIGN(tessera::LevelLibrary)
    QML_NAMED_ELEMENT(LevelLibrary)
    QML_SINGLETON
};

struct ProgressStoreSingleton : ServiceSingleton<ProgressStore>
{
    Q_GADGET
    QML_FOREIGN(tessera::ProgressStore)
    QML_NAMED_ELEMENT(ProgressStore)
    QML_SINGLETON
};

// Fifteen: settings, best moves and times per size, and the 4x4 solver's tables (cached under
// the user's cache folder, prepared in the background at first use).
struct FifteenSettingsSingleton : ServiceSingleton<FifteenSettings>
{
    Q_GADGET
    QML_FOREIGN(tessera::FifteenSettings)
    QML_NAMED_ELEMENT(FifteenSettings)
    QML_SINGLETON
};

struct FifteenRecordsSingleton : ServiceSingleton<FifteenRecords>
{
    Q_GADGET
    QML_FOREIGN(tessera::FifteenRecords)
    QML_NAMED_ELEMENT(FifteenRecords)
    QML_SINGLETON
};

struct FifteenTablesSingleton : ServiceSingleton<FifteenTables>
{
    Q_GADGET
    QML_FOREIGN(tessera::FifteenTables)
    QML_NAMED_ELEMENT(FifteenTables)
    QML_SINGLETON
};

// 2048: settings, best scores and high-score tables per size.
struct Game2048SettingsSingleton : ServiceSingleton<Game2048Settings>
{
    Q_GADGET
    QML_FOREIGN(tessera::Game2048Settings)
    QML_NAMED_ELEMENT(Game2048Settings)
    QML_SINGLETON
};

struct Game2048ScoresSingleton : ServiceSingleton<Game2048Scores>
{
    Q_GADGET
    QML_FOREIGN(tessera::Game2048Scores)
    QML_NAMED_ELEMENT(Game2048Scores)
    QML_SINGLETON
};

} // namespace tessera
