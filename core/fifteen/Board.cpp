// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Board.h"

#include <algorithm>
#include <cstdlib>
#include <string>

namespace tessera::fifteen {

namespace {

std::string sizeText(int width, int height)
{
    return std::to_string(width) + "x" + std::to_string(height);
}

std::string placeText(int width, int index)
{
    return "row " + std::to_string(index / width + 1) + ", column " +
           std::to_string(index % width + 1);
}

// "4", "4 and 7", "4, 7 and 9"; long lists are cut short.
std::string listText(const std::vector<int> &numbers)
{
    constexpr std::size_t shown = 8;
    std::string text;
    const std::size_t count = std::min(numbers.size(), shown);
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0)
            text += (i + 1 == count && numbers.size() <= shown) ? " and " : ", ";
        text += std::to_string(numbers[i]);
    }
    if (numbers.size() > shown)
        text += " and " + std::to_string(numbers.size() - shown) + " more";
    return text;
}

} // namespace

Board::Board()
{
    *this = *solved(4, 4);
}

Board::Board(int width, int height) : m_width(width), m_height(height) {}

bool Board::isValidSize(int width, int height)
{
    return width >= minSide && width <= maxSide && height >= minSide && height <= maxSide;
}

std::optional<Board> Board::solved(int width, int height)
{
    if (!isValidSize(width, height))
        return std::nullopt;
    Board board(width, height);
    const int count = width * height;
    for (int cell = 0; cell < count - 1; ++cell)
        board.m_cells[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(cell + 1);
    board.m_cells[static_cast<std::size_t>(count - 1)] = empty;
    board.m_emptyCell = count - 1;
    return board;
}

Result<Board> Board::fromTiles(int width, int height, const std::vector<int> &tiles)
{
    if (!isValidSize(width, height))
        return Error{"the board is " + sizeText(width, height) +
                         ": width and height must each be from " + std::to_string(minSide) +
                         " to " + std::to_string(maxSide),
                     ErrorKind::BadSize,
                     {width, height, minSide, maxSide}};
    const int count = width * height;
    if (tiles.size() != static_cast<std::size_t>(count))
        return Error{"a " + sizeText(width, height) + " board needs " + std::to_string(count) +
                         " numbers, not " + std::to_string(tiles.size()),
                     ErrorKind::TileCount,
                     {width, height, count, static_cast<long long>(tiles.size())}};

    // Where each number was first seen, to name both places of a repeated one.
    std::array<int, maxCells> firstSeen{};
    firstSeen.fill(-1);
    std::vector<std::string> repeats;
    std::vector<long long> repeatArgs;
    for (int i = 0; i < count; ++i) {
        const int value = tiles[static_cast<std::size_t>(i)];
        if (value < 0 || value >= count)
            return Error{placeText(width, i) + ": " + std::to_string(value) +
                             " is out of range (a " + sizeText(width, height) +
                             " board holds 0 to " + std::to_string(count - 1) +
                             ", 0 being the empty cell)",
                         ErrorKind::OutOfRange,
                         {i / width + 1, i % width + 1, width, height, count - 1},
                         std::to_string(value)};
        int &seen = firstSeen[static_cast<std::size_t>(value)];
        if (seen < 0)
            seen = i;
        else if (repeats.size() < 4) {
            repeatArgs.insert(repeatArgs.end(), {value, seen / width + 1, seen % width + 1,
                                                 i / width + 1, i % width + 1});
            repeats.push_back(std::to_string(value) + " appears twice (" + placeText(width, seen) +
                              " and " + placeText(width, i) + ")");
        }
    }
    std::vector<int> missing;
    for (int value = 0; value < count; ++value)
        if (firstSeen[static_cast<std::size_t>(value)] < 0)
            missing.push_back(value);
    if (!repeats.empty() || !missing.empty()) {
        std::string message;
        for (const std::string &repeat : repeats)
            message += (message.empty() ? "" : "; ") + repeat;
        if (!missing.empty()) {
            if (!message.empty())
                message += "; ";
            message += "missing " + listText(missing);
            if (missing.front() == empty)
                message += " (0 is the empty cell: the board has none)";
        }
        return Error{message, ErrorKind::RepeatedOrMissing, repeatArgs, {}, missing};
    }

    Board board(width, height);
    for (int i = 0; i < count; ++i) {
        const int value = tiles[static_cast<std::size_t>(i)];
        board.m_cells[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(value);
        if (value == empty)
            board.m_emptyCell = i;
    }
    return board;
}

int Board::cellOf(int tile) const
{
    for (int cell = 0; cell < cellCount(); ++cell)
        if (tileAt(cell) == tile)
            return cell;
    return -1;
}

std::vector<int> Board::tiles() const
{
    return std::vector<int>(m_cells.begin(), m_cells.begin() + cellCount());
}

bool Board::isSolved() const
{
    for (int cell = 0; cell < cellCount(); ++cell)
        if (homeCell(tileAt(cell)) != cell)
            return false;
    return true;
}

bool Board::isSolvable() const
{
    // Parity of the permutation cell -> home cell of its tile: (cells - cycles) mod 2.
    const int count = cellCount();
    std::array<bool, maxCells> visited{};
    int cycles = 0;
    for (int start = 0; start < count; ++start) {
        if (visited[static_cast<std::size_t>(start)])
            continue;
        ++cycles;
        for (int cell = start; !visited[static_cast<std::size_t>(cell)];
             cell = homeCell(tileAt(cell)))
            visited[static_cast<std::size_t>(cell)] = true;
    }
    const int permutationParity = (count - cycles) % 2;
    const int home = homeCell(empty);
    const int distance =
        std::abs(xOf(m_emptyCell) - xOf(home)) + std::abs(yOf(m_emptyCell) - yOf(home));
    return permutationParity == distance % 2;
}

std::optional<Move> Board::moveFor(Direction d) const
{
    // The tile that slides in direction d comes from the opposite side of the empty cell.
    const int x = xOf(m_emptyCell) - dx(d);
    const int y = yOf(m_emptyCell) - dy(d);
    if (!contains(x, y))
        return std::nullopt;
    const int from = cellAt(x, y);
    return Move{tileAt(from), from, m_emptyCell, d};
}

std::optional<Move> Board::move(Direction d)
{
    const std::optional<Move> made = moveFor(d);
    if (made) {
        m_cells[static_cast<std::size_t>(made->to)] = static_cast<std::uint8_t>(made->tile);
        m_cells[static_cast<std::size_t>(made->from)] = empty;
        m_emptyCell = made->from;
    }
    return made;
}

std::vector<Move> Board::movesForClick(int cell) const
{
    if (!containsCell(cell) || cell == m_emptyCell)
        return {};
    const int ex = xOf(m_emptyCell);
    const int ey = yOf(m_emptyCell);
    const int cx = xOf(cell);
    const int cy = yOf(cell);
    if (cx != ex && cy != ey)
        return {};
    // The tiles slide from the clicked cell's side toward the empty cell.
    const Direction d = cx < ex   ? Direction::Right
                        : cx > ex ? Direction::Left
                        : cy < ey ? Direction::Down
                                  : Direction::Up;
    const int steps = std::abs(cx - ex) + std::abs(cy - ey);
    std::vector<Move> moves;
    moves.reserve(static_cast<std::size_t>(steps));
    Board board = *this;
    for (int i = 0; i < steps; ++i)
        moves.push_back(*board.move(d));
    return moves;
}

bool operator==(const Board &a, const Board &b)
{
    return a.m_width == b.m_width && a.m_height == b.m_height &&
           std::equal(a.m_cells.begin(), a.m_cells.begin() + a.cellCount(), b.m_cells.begin());
}

} // namespace tessera::fifteen
