// SPDX-License-Identifier: GPL-3.0-or-later
#include "result.h"

#include <cstring>

namespace drivebench {

Error Error::fromErrno(int err, const std::string &what, std::string hint, SettingFixes fixes)
{
    Error e;
    e.code = std::error_code(err, std::generic_category());
    e.message = what + ": " + std::strerror(err);
    e.hint = std::move(hint);
    e.fixes = std::move(fixes);
    return e;
}

Error Error::make(std::errc code, std::string message, std::string hint, SettingFixes fixes)
{
    Error e;
    e.code = std::make_error_code(code);
    e.message = std::move(message);
    e.hint = std::move(hint);
    e.fixes = std::move(fixes);
    return e;
}

std::string Error::text() const
{
    return text(neutralWords);
}

std::string Error::text(const FixWording &words) const
{
    if (hint.empty())
        return messageText(words);
    return messageText(words) + " (" + hintText(words) + ")";
}

} // namespace drivebench
