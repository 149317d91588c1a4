// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Errors are values: core returns Result<T>, the std::expected surface (C++23 makes it a rename).

#include <cerrno>
#include <cstdint>
#include <string>
#include <system_error>
#include <utility>
#include <variant>

#include "core/util/settingfix.h"

namespace drivebench {

/// An error: what went wrong (code + message), where (context: path, offset) and what to do (hint).
/// Message and hint are neutral words: a setting the user can change is {1}, {2}, ... there, the
/// entries of fixes (settingfix.h), which each front end words in its own terms.
struct Error
{
    std::error_code code;
    std::string message; ///< the cause, in plain words: "cannot open /x: Permission denied"
    std::string hint;    ///< the fix: "run as root, or choose a smaller {1}"
    SettingFixes fixes;  ///< the settings message and hint name, {1} first

    /// Builds an error from an errno value; message is "what: strerror(err)".
    static Error fromErrno(int err, const std::string &what, std::string hint = {}, SettingFixes fixes = {});
    /// Builds an error with a domain code (std::errc) and a message.
    static Error make(std::errc code, std::string message, std::string hint = {}, SettingFixes fixes = {});

    /// "message (hint)" in one line with the settings in neutral words (neutralWords), for logs
    /// and text stored in a result; a front end words the settings with text(words).
    std::string text() const;
    /// "message (hint)" with each setting worded by words.
    std::string text(const FixWording &words) const;
    /// The message and the hint with each setting worded by words.
    std::string messageText(const FixWording &words) const { return placeFixes(message, fixes, words); }
    std::string hintText(const FixWording &words) const { return placeFixes(hint, fixes, words); }
    int errnoValue() const { return code.category() == std::generic_category() ? code.value() : 0; }
};

template<typename E>
class Unexpected
{
public:
    explicit Unexpected(E error) : m_error(std::move(error)) {}
    E &error() & { return m_error; }
    E &&error() && { return std::move(m_error); }

private:
    E m_error;
};

inline Unexpected<Error> unexpected(Error e) { return Unexpected<Error>(std::move(e)); }

/// A value or an Error. Implicitly built from either; check with has_value() / operator bool.
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value) : m_state(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : m_state(std::in_place_index<1>, std::move(error)) {}
    Result(Unexpected<Error> u) : m_state(std::in_place_index<1>, std::move(u).error()) {}

    bool has_value() const { return m_state.index() == 0; }
    explicit operator bool() const { return has_value(); }

    T &value() & { return std::get<0>(m_state); }
    const T &value() const & { return std::get<0>(m_state); }
    T &&value() && { return std::get<0>(std::move(m_state)); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    T value_or(T fallback) const { return has_value() ? value() : std::move(fallback); }

    const Error &error() const { return std::get<1>(m_state); }
    Error &error() { return std::get<1>(m_state); }

private:
    std::variant<T, Error> m_state;
};

template<>
class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error) : m_error(std::move(error)), m_failed(true) {}
    Result(Unexpected<Error> u) : m_error(std::move(u).error()), m_failed(true) {}

    bool has_value() const { return !m_failed; }
    explicit operator bool() const { return !m_failed; }
    const Error &error() const { return m_error; }
    Error &error() { return m_error; }

private:
    Error m_error;
    bool m_failed = false;
};

} // namespace drivebench
