#include "FifteenCommand.h"

#include "CliSupport.h"

namespace cli {

// PLACEHOLDER until the fifteen commands are built; must not be committed as done.
int runFifteen(const QStringList &)
{
    return usageError(QStringLiteral("the fifteen commands are not built yet"));
}

QString fifteenHelp()
{
    return QString();
}

} // namespace cli
