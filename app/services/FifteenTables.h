// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "FifteenTableCache.h"

#include <QObject>
#include <QString>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>

namespace tessera {

// The app's one copy of the Fifteen solver's 4x4 tables: read from the cache folder, or built
// there, in a background thread at first use (prepare()), with progress for the view. Until
// they are ready the solver still answers, without proof of optimality (FifteenAssistant).
class FifteenTables : public QObject
{
    Q_OBJECT

    Q_PROPERTY(bool ready READ ready NOTIFY stateChanged)
    // Loading or building right now.
    Q_PROPERTY(bool preparing READ preparing NOTIFY stateChanged)
    // Building (not just loading): this takes seconds, the view shows it.
    Q_PROPERTY(bool building READ building NOTIFY stateChanged)
    // How much of the build is done, 0 to 1.
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    // Something worth telling the player: why the cached file was rebuilt, or why the tables
    // could not be saved or built. Empty otherwise.
    Q_PROPERTY(QString notice READ notice NOTIFY stateChanged)

public:
    explicit FifteenTables(QObject *parent = nullptr);
    // Tables of `cache` (tests: another folder or partition).
    explicit FifteenTables(FifteenTableCache cache, QObject *parent = nullptr);
    // Stops a build under way and waits for its thread.
    ~FifteenTables() override;

    bool ready() const { return m_tables != nullptr; }
    bool preparing() const { return m_thread != nullptr; }
    bool building() const { return m_building; }
    double progress() const { return m_progress; }
    QString notice() const { return m_notice; }
    const FifteenTableCache &cache() const { return m_cache; }

    // Null until ready.
    std::shared_ptr<const fifteen::PatternDatabase> tables() const { return m_tables; }

    // Starts loading or building in the background, unless ready or under way already.
    Q_INVOKABLE void prepare();
    // prepare() only when the cache file is there: reading it takes milliseconds, so a screen
    // may ask for it when it opens; a build waits for the first real use.
    Q_INVOKABLE void prepareIfCached();
    Q_INVOKABLE void dismissNotice();

signals:
    void stateChanged();
    void progressChanged();
    // The tables are ready to use.
    void tablesReady();

private:
    // What the player is told after a load or build, in the language of the moment.
    static QString noticeText(const FifteenTableCache::Outcome &outcome, bool built);
    void finish(const FifteenTableCache::Outcome &outcome);

    FifteenTableCache m_cache;
    std::shared_ptr<const fifteen::PatternDatabase> m_tables;
    QThread *m_thread = nullptr; // owned by this (parent), while preparing
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_building = false;
    double m_progress = 0;
    QString m_notice;
    // Words m_notice again after a switch of language.
    std::function<QString()> m_noticeWording;
};

} // namespace tessera
