// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The pattern database's file form: PatternDatabase::toBytes(), save(), load(), fromBytes().

#include "PatternDatabase.h"
#include "PositionRules.h"

#include <algorithm>
#include <array>
#include <istream>
#include <ostream>
#include <sstream>

namespace tessera::fifteen {

namespace {

constexpr std::array<char, 8> magic{'T', 'S', 'R', 'P', 'D', 'B', '\r', '\n'};
constexpr std::uint32_t formatVersion = 1;

// ---------------------------------------------------------------------------------------------
// Serialisation helpers: little-endian fields, and a 64-bit FNV-1a style checksum taken eight
// bytes at a time.

class Checksum
{
public:
    void add(const std::uint8_t *data, std::size_t size)
    {
        for (std::size_t i = 0; i < size; ++i) {
            m_pending |= std::uint64_t{data[i]} << (8 * m_count);
            if (++m_count == 8)
                flush();
        }
    }
    // Fast path for long runs once aligned to a word.
    void addBulk(const std::uint8_t *data, std::size_t size)
    {
        std::size_t i = 0;
        while (m_count != 0 && i < size)
            add(data + i++, 1);
        for (; i + 8 <= size; i += 8) {
            std::uint64_t word = 0;
            for (int b = 0; b < 8; ++b)
                word |= std::uint64_t{data[i + static_cast<std::size_t>(b)]} << (8 * b);
            m_hash = (m_hash ^ word) * prime;
        }
        add(data + i, size - i);
    }
    std::uint64_t value() const
    {
        std::uint64_t h = m_hash;
        if (m_count != 0)
            h = (h ^ m_pending ^ (std::uint64_t{m_count} << 60)) * prime;
        return h ^ (h >> 29);
    }

private:
    static constexpr std::uint64_t prime = 0x100000001b3ULL;
    void flush()
    {
        m_hash = (m_hash ^ m_pending) * prime;
        m_pending = 0;
        m_count = 0;
    }
    std::uint64_t m_hash = 0xcbf29ce484222325ULL;
    std::uint64_t m_pending = 0;
    unsigned m_count = 0;
};

void putU32(std::vector<std::uint8_t> &out, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

void putU64(std::vector<std::uint8_t> &out, std::uint64_t v)
{
    for (int i = 0; i < 8; ++i)
        out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

// Reads from a stream while feeding the checksum; remembers the first shortfall.
class Reader
{
public:
    explicit Reader(std::istream &in) : m_in(in) {}

    bool bytes(std::uint8_t *data, std::size_t size)
    {
        m_in.read(reinterpret_cast<char *>(data), static_cast<std::streamsize>(size));
        const auto got = static_cast<std::size_t>(m_in.gcount());
        m_checksum.addBulk(data, got);
        m_offset += got;
        return got == size;
    }
    std::optional<std::uint32_t> u32()
    {
        std::array<std::uint8_t, 4> b{};
        if (!bytes(b.data(), b.size()))
            return std::nullopt;
        return std::uint32_t{b[0]} | std::uint32_t{b[1]} << 8 | std::uint32_t{b[2]} << 16 |
               std::uint32_t{b[3]} << 24;
    }
    std::optional<std::uint64_t> u64()
    {
        const auto low = u32();
        const auto high = u32();
        if (!low || !high)
            return std::nullopt;
        return std::uint64_t{*low} | std::uint64_t{*high} << 32;
    }
    std::uint64_t checksum() const { return m_checksum.value(); }
    std::size_t offset() const { return m_offset; }
    std::istream &stream() { return m_in; }

private:
    std::istream &m_in;
    Checksum m_checksum;
    std::size_t m_offset = 0;
};

Error truncated(const Reader &reader, const std::string &what)
{
    return Error{"pattern database truncated: the data ends at byte " +
                 std::to_string(reader.offset()) + " while reading " + what};
}

} // namespace

std::vector<std::uint8_t> PatternDatabase::toBytes() const
{
    std::vector<std::uint8_t> out(magic.begin(), magic.end());
    putU32(out, formatVersion);
    putU32(out, static_cast<std::uint32_t>(m_partition.width));
    putU32(out, static_cast<std::uint32_t>(m_partition.height));
    putU32(out, static_cast<std::uint32_t>(m_partition.groups.size()));
    for (const auto &group : m_partition.groups) {
        putU32(out, static_cast<std::uint32_t>(group.size()));
        for (const int tile : group)
            out.push_back(static_cast<std::uint8_t>(tile));
    }
    const int cells = m_partition.width * m_partition.height;
    for (const auto &group : m_partition.groups)
        putU64(out, tableSize(cells, static_cast<int>(group.size())));
    out.reserve(out.size() + tableBytes() + 8);
    for (const auto &table : m_tables)
        out.insert(out.end(), table.begin(), table.end());
    Checksum checksum;
    checksum.addBulk(out.data(), out.size());
    putU64(out, checksum.value());
    return out;
}

bool PatternDatabase::save(std::ostream &out) const
{
    const std::vector<std::uint8_t> bytes = toBytes();
    out.write(reinterpret_cast<const char *>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    return static_cast<bool>(out);
}

Result<PatternDatabase> PatternDatabase::load(std::istream &in)
{
    Reader reader(in);
    std::array<std::uint8_t, magic.size()> head{};
    if (!reader.bytes(head.data(), head.size()))
        return truncated(reader, "the file's signature");
    if (!std::equal(head.begin(), head.end(), magic.begin(),
                    [](std::uint8_t a, char b) { return a == static_cast<std::uint8_t>(b); }))
        return Error{"not a Tessera pattern database (wrong signature)"};
    const auto version = reader.u32();
    if (!version)
        return truncated(reader, "the version");
    if (*version != formatVersion) {
        return Error{"pattern database version " + std::to_string(*version) +
                     " is not supported (expected " + std::to_string(formatVersion) + ")"};
    }
    const auto width = reader.u32();
    const auto height = reader.u32();
    const auto groupCount = reader.u32();
    if (!width || !height || !groupCount)
        return truncated(reader, "the board size");
    if (*width > 16 || *height > 16 || *groupCount > 16)
        return Error{"pattern database header is corrupt (board or group count out of range)"};
    PatternPartition partition{static_cast<int>(*width), static_cast<int>(*height), {}};
    for (std::uint32_t g = 0; g < *groupCount; ++g) {
        const auto size = reader.u32();
        if (!size)
            return truncated(reader, "the pattern groups");
        if (*size > 16)
            return Error{"pattern database header is corrupt (group " + std::to_string(g + 1) +
                         " has " + std::to_string(*size) + " tiles)"};
        std::vector<std::uint8_t> tiles(*size);
        if (!reader.bytes(tiles.data(), tiles.size()))
            return truncated(reader, "the pattern groups");
        partition.groups.emplace_back(tiles.begin(), tiles.end());
    }
    if (auto error = partition.error())
        return Error{"pattern database header is corrupt: " + *error};
    const int cells = partition.width * partition.height;
    std::vector<std::vector<std::uint8_t>> tables;
    for (std::size_t g = 0; g < partition.groups.size(); ++g) {
        const auto size = reader.u64();
        if (!size)
            return truncated(reader, "the table sizes");
        const std::size_t expected = tableSize(cells, static_cast<int>(partition.groups[g].size()));
        if (*size != expected) {
            return Error{"pattern database header is corrupt: table " + std::to_string(g + 1) +
                         " claims " + std::to_string(*size) + " entries, its group has " +
                         std::to_string(expected)};
        }
    }
    for (std::size_t g = 0; g < partition.groups.size(); ++g) {
        std::vector<std::uint8_t> table(
            packedSize(tableSize(cells, static_cast<int>(partition.groups[g].size()))));
        if (!reader.bytes(table.data(), table.size()))
            return truncated(reader, "table " + std::to_string(g + 1));
        tables.push_back(std::move(table));
    }
    const std::uint64_t computed = reader.checksum();
    const auto stored = reader.u64();
    if (!stored)
        return truncated(reader, "the checksum");
    if (*stored != computed)
        return Error{"pattern database is corrupt: the checksum does not match its contents"};
    if (reader.stream().peek() != std::char_traits<char>::eof())
        return Error{"pattern database has unexpected data after its checksum"};

    // The checksum catches damage; this catches a well-formed file built wrongly.
    PatternDatabase database(std::move(partition), std::move(tables));
    if (database.additiveSum(goalTiles(database.m_partition.width, database.m_partition.height),
                             false) != 0)
        return Error{"pattern database is inconsistent: the goal does not score 0"};
    return database;
}

Result<PatternDatabase> PatternDatabase::fromBytes(const std::vector<std::uint8_t> &bytes)
{
    std::istringstream in(std::string(bytes.begin(), bytes.end()));
    Result<PatternDatabase> loaded = load(in);
    if (Error *error = std::get_if<Error>(&loaded))
        error->kind = ErrorKind::TablesDamaged;
    return loaded;
}

} // namespace tessera::fifteen
