// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EditorGenerator.h"

#include "LevelListModel.h"
#include "sokoban/LevelGenerator.h"
#include "sokoban/XsbReader.h"
#include "sokoban/XsbWriter.h"

#include <QMetaObject>
#include <QPointer>

namespace tessera {

EditorGenerator::EditorGenerator(QObject *parent) : QObject(parent) {}

EditorGenerator::~EditorGenerator()
{
    stopWorker();
}

void EditorGenerator::stopWorker()
{
    if (m_cancel)
        m_cancel->store(true);
    if (m_worker.joinable())
        m_worker.join();
}

void EditorGenerator::setMessage(const QString &message)
{
    if (message == m_message)
        return;
    m_message = message;
    emit messageChanged();
}

bool EditorGenerator::start(const QString &layoutXsb, double seconds, qulonglong seed)
{
    stopWorker();
    const sokoban::LevelCollection read = sokoban::readXsb(layoutXsb.toStdString());
    if (read.levels.empty()) {
        setMessage(tr("There is no level to generate on."));
        return false;
    }
    const sokoban::Level layout = read.levels.front().level;
    m_layout = layout;
    m_candidate.reset();
    m_rows.clear();
    m_pushes = m_moves = m_boxChanges = 0;
    emit candidateChanged();
    setMessage(QString());
    m_progress = 0;
    emit progressChanged();
    m_running = true;
    emit runningChanged();

    const int run = ++m_run;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    sokoban::GeneratorOptions options;
    options.seed = seed;
    options.timeLimitSeconds = seconds;
    QPointer<EditorGenerator> self(this);
    const auto cancel = m_cancel;
    m_worker = std::thread([self, cancel, run, options, layout]() {
        // Reports cross to the GUI thread; `self` is checked there (the object may be gone).
        const auto post = [self](auto &&function) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, function]() {
                    if (self)
                        function(*self);
                },
                Qt::QueuedConnection);
        };
        const sokoban::GeneratorResult result = sokoban::LevelGenerator(options).generate(
            layout, cancel.get(), [&post, run](const sokoban::GeneratorProgress &p) {
                const double fraction = p.fraction;
                std::optional<sokoban::GeneratedLevel> best;
                if (p.improved && p.best)
                    best = *p.best;
                post([run, fraction, best](EditorGenerator &g) {
                    if (g.m_run != run)
                        return;
                    g.m_progress = fraction;
                    emit g.progressChanged();
                    if (best)
                        g.offer(best->level, best->pushes, best->moves, best->boxChanges);
                });
            });
        post([run, result](EditorGenerator &g) {
            if (g.m_run != run)
                return;
            if (result.best)
                g.offer(result.best->level, result.best->pushes, result.best->moves,
                        result.best->boxChanges);
            if (result.status == sokoban::GeneratorStatus::InvalidLayout)
                g.setMessage(result.message == "the layout has no goal"
                                 ? tr("Place goals first: the boxes are placed for them.")
                             : result.message.rfind("the walls do not close", 0) == 0
                                 ? tr("Close the walls first: the level is open.")
                                 : tr("Leave some floor free beside the goals for the player."));
            else if (!result.best && result.status != sokoban::GeneratorStatus::Cancelled)
                g.setMessage(tr("No level could be proven solvable in time: give it more time."));
            g.m_progress = 1;
            emit g.progressChanged();
            g.m_running = false;
            emit g.runningChanged();
            emit g.finished();
        });
    });
    return true;
}

void EditorGenerator::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void EditorGenerator::offer(const sokoban::Level &level, int pushes, int moves, int boxChanges)
{
    if (m_candidate && m_candidate->cells == level.cells)
        return;
    // The generated board under the edited level's title, author and notes.
    m_candidate = m_layout;
    m_candidate->width = level.width;
    m_candidate->height = level.height;
    m_candidate->cells = level.cells;
    m_rows = LevelListModel::boardRows(level);
    m_pushes = pushes;
    m_moves = moves;
    m_boxChanges = boxChanges;
    emit candidateChanged();
}

QString EditorGenerator::candidateText() const
{
    return m_candidate ? QString::fromStdString(sokoban::writeLevel(*m_candidate)) : QString();
}

} // namespace tessera
