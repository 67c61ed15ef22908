#pragma once

#include <string>
#include <variant>

namespace tessera::fifteen {

// Why some input was refused, in words a user can act on ("row 2 has 2 cells but row 1 has 3").
struct Error
{
    std::string message;
};

// A value or the reason there is none.
template <typename T>
using Result = std::variant<T, Error>;

} // namespace tessera::fifteen
