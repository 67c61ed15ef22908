// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#include "Game2048TableView.h"

#include "TerminalScreen.h"

#include <algorithm>

namespace cli::play {

namespace {

// Columns: marker, rank, name, score, highest tile, date; two spaces between them.
constexpr int markerWidth = 2;
constexpr int rankWidth = 2;
constexpr int scoreWidth = 9;
constexpr int tileWidth = 7;
constexpr int dateWidth = 10;
constexpr int fixedWidth = markerWidth + rankWidth + scoreWidth + tileWidth + dateWidth + 2 * 4;
constexpr int minimumNameWidth = 4;

QString cut(const QString &text, int width)
{
    return text.size() <= width ? text.leftJustified(width)
                                : text.left(width - 1) + QLatin1Char('~');
}

QString entryLine(const TerminalScreen &screen, const tessera::Game2048Scores::Entry &entry,
                  int rank, bool highlighted, int nameWidth)
{
    const QString marker = highlighted ? QString::fromUtf8(screen.glyph("▸", ">")) : QString();
    return marker.leftJustified(markerWidth) + QString::number(rank).rightJustified(rankWidth) +
           QStringLiteral("  ") + cut(entry.name, nameWidth) + QStringLiteral("  ") +
           QString::number(entry.score).rightJustified(scoreWidth) + QStringLiteral("  ") +
           QString::number(entry.highestTile).rightJustified(tileWidth) + QStringLiteral("  ") +
           entry.date.toLocalTime().toString(QStringLiteral("yyyy-MM-dd"));
}

} // namespace

void drawGame2048Table(TerminalScreen &screen, const Game2048TableView &table)
{
    int nameWidth = minimumNameWidth;
    for (const auto &entry : table.entries)
        nameWidth = std::max(nameWidth, static_cast<int>(entry.name.size()));
    nameWidth = std::max(minimumNameWidth, std::min(nameWidth, screen.width() - fixedWidth));
    const int lineWidth = fixedWidth + nameWidth;

    // Title, best, gap, column heads, the entries, gap, note; the help line below.
    const int room = screen.freeHeight();
    const int noteRows =
        table.note.isEmpty() ? 0 : 1 + static_cast<int>(screen.wrapped(table.note).size());
    const int entryRows =
        std::max(1, std::min(static_cast<int>(table.entries.size()), room - 4 - noteRows));
    const int blockHeight = 4 + entryRows + noteRows;
    const int top = std::max(0, (room - blockHeight) / 2);
    const int left = std::max(0, (screen.width() - lineWidth) / 2);

    screen.centred(top, QStringLiteral("High scores ") + screen.sizeText(table.rows, table.columns),
                   Paint::Title);
    screen.centred(top + 1, QStringLiteral("Best %1").arg(table.best));
    if (table.entries.isEmpty()) {
        screen.centred(top + 4, QStringLiteral("No game in this table yet."), Paint::Dim);
    } else {
        const QString heads =
            QString(markerWidth, QLatin1Char(' ')) + QStringLiteral("#").rightJustified(rankWidth) +
            QStringLiteral("  ") + QStringLiteral("Name").leftJustified(nameWidth) +
            QStringLiteral("  ") + QStringLiteral("Score").rightJustified(scoreWidth) +
            QStringLiteral("  ") + QStringLiteral("Tile").rightJustified(tileWidth) +
            QStringLiteral("  ") + QStringLiteral("Date");
        screen.text(top + 3, left, heads, Paint::Dim);
        // The highlighted entry in sight: the list starts late enough to show it.
        const int count = static_cast<int>(table.entries.size());
        const int first = std::clamp(table.highlightRank - entryRows, 0, count - entryRows);
        for (int i = 0; i < entryRows; ++i) {
            const int index = first + i;
            const bool highlighted = index + 1 == table.highlightRank;
            screen.text(
                top + 4 + i, left,
                entryLine(screen, table.entries.at(index), index + 1, highlighted, nameWidth),
                highlighted ? Paint::Message : Paint::Plain);
        }
    }
    if (!table.note.isEmpty())
        screen.paragraph(top + 4 + entryRows + 1, table.note, Paint::Message,
                         room - (top + 4 + entryRows + 1));
}

} // namespace cli::play
