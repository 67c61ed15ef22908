// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ResumeState.h"

#include "AppPaths.h"
#include "LogCategories.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QMetaObject>
#include <QtDebug>
#include <limits>

namespace tessera {

namespace {

const QString formatName = QStringLiteral("tessera-session");
constexpr int formatVersion = 1;

} // namespace

ResumeState::ResumeState(QObject *parent) : ResumeState(AppPaths::sessionFile(), parent) {}

ResumeState::ResumeState(JsonStateFile file, QObject *parent)
    : QObject(parent), m_file(std::move(file))
{
    load();
    if (m_loadError) {
        QMetaObject::invokeMethod(
            this, [this] { emit loadFailed(loadError()); }, Qt::QueuedConnection);
    }
}

ResumeState::~ResumeState()
{
    emit aboutToSave();
    if (m_dirty)
        save();
}

void ResumeState::load()
{
    const auto shapeCheck = [](const QJsonObject &root) -> std::optional<QString> {
        if (root.value(QStringLiteral("format")).toString() != formatName)
            return tr("it is not a Tessera session file");
        const QJsonValue sokoban = root.value(QStringLiteral("sokoban"));
        if (!sokoban.isUndefined() && !sokoban.isNull() && !sokoban.isObject())
            return tr("\"sokoban\" is not an object");
        const QJsonValue games = root.value(QStringLiteral("games"));
        if (!games.isUndefined() && !games.isObject())
            return tr("\"games\" is not an object");
        return std::nullopt;
    };
    const JsonStateFile::LoadResult loaded =
        m_file.load([] { return tr("session file"); }, shapeCheck);
    m_loadError = loaded.error;
    m_writable = loaded.writable;
    const QJsonObject &root = loaded.object;
    if (root.isEmpty())
        return;

    m_lastGame = root.value(QStringLiteral("lastGame")).toString();

    const QJsonValue sokobanValue = root.value(QStringLiteral("sokoban"));
    if (sokobanValue.isObject()) {
        const QJsonObject s = sokobanValue.toObject();
        const QJsonValue index = s.value(QStringLiteral("levelIndex"));
        const double d = index.toDouble(-1);
        const QJsonValue collection = s.value(QStringLiteral("collection"));
        if (!collection.isString() || collection.toString().isEmpty() || !index.isDouble() ||
            !(d >= 0 && d <= std::numeric_limits<int>::max()) || static_cast<int>(d) != d ||
            !s.value(QStringLiteral("lurd")).isString()) {
            qCWarning(lcStorage).noquote()
                << tr("Session file %1: the Sokoban position has bad fields; "
                      "it is ignored.")
                       .arg(m_file.path());
        } else {
            m_sokoban = SokobanResume{collection.toString(), static_cast<int>(d),
                                      s.value(QStringLiteral("levelId")).toString(),
                                      s.value(QStringLiteral("lurd")).toString()};
        }
    }

    const QJsonObject games = root.value(QStringLiteral("games")).toObject();
    for (auto it = games.begin(); it != games.end(); ++it) {
        if (it.value().isString()) {
            m_games.insert(it.key(), it.value().toString());
        } else {
            qCWarning(lcStorage).noquote()
                << tr("Session file %1: the state of %2 is not a string; it is ignored.")
                       .arg(m_file.path(), it.key());
        }
    }
}

void ResumeState::markDirty()
{
    m_dirty = true;
    m_saveThrottle.changed();
}

void ResumeState::setLastGame(const QString &game)
{
    if (game == m_lastGame)
        return;
    m_lastGame = game;
    markDirty();
}

void ResumeState::setSokoban(const SokobanResume &resume)
{
    if (m_sokoban == resume)
        return;
    m_sokoban = resume;
    markDirty();
}

void ResumeState::clearSokoban()
{
    if (!m_sokoban)
        return;
    m_sokoban.reset();
    markDirty();
}

void ResumeState::setGameState(const QString &game, const QString &state)
{
    if (game.isEmpty())
        return;
    if (state.isEmpty()) {
        clearGameState(game);
        return;
    }
    const auto it = m_games.constFind(game);
    if (it != m_games.cend() && *it == state)
        return;
    m_games.insert(game, state);
    markDirty();
}

void ResumeState::clearGameState(const QString &game)
{
    if (m_games.remove(game) > 0)
        markDirty();
}

bool ResumeState::save()
{
    emit aboutToSave();
    m_saveThrottle.cancel();
    if (!m_dirty)
        return true;
    if (!m_writable)
        return false;
    QJsonObject root{{QStringLiteral("format"), formatName},
                     {QStringLiteral("version"), formatVersion}};
    if (!m_lastGame.isEmpty())
        root.insert(QStringLiteral("lastGame"), m_lastGame);
    if (m_sokoban) {
        root.insert(QStringLiteral("sokoban"),
                    QJsonObject{{QStringLiteral("collection"), m_sokoban->collectionId},
                                {QStringLiteral("levelIndex"), m_sokoban->levelIndex},
                                {QStringLiteral("levelId"), m_sokoban->levelId},
                                {QStringLiteral("lurd"), m_sokoban->lurd}});
    }
    QJsonObject games;
    for (auto it = m_games.cbegin(); it != m_games.cend(); ++it)
        games.insert(it.key(), it.value());
    root.insert(QStringLiteral("games"), games);

    if (const auto error = m_file.save(root)) {
        m_lastSaveError = *error;
        emit saveFailed(worded(*error));
        return false;
    }
    m_lastSaveError = nullptr;
    m_dirty = false;
    emit saved();
    return true;
}

} // namespace tessera
