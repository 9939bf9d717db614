-- Neovim as a real LSP client of `brandlint lsp`, headless (see README.md beside this file).
-- Environment: BRANDLINT (the executable), PROFILE (the file to open and fix),
-- REPORT (a file this script writes what it saw to, one `key value` a line).
-- Runs with Neovim 0.7 (Debian bookworm) and later: vim.lsp.start_client and
-- buf_attach_client exist in every version that has vim.lsp.start.
local brandlint = assert(os.getenv("BRANDLINT"), "BRANDLINT not set")
local profile = assert(os.getenv("PROFILE"), "PROFILE not set")
local report = assert(io.open(assert(os.getenv("REPORT"), "REPORT not set"), "w"))

local function say(key, value)
  report:write(key .. " " .. tostring(value) .. "\n")
  report:flush()
end

local function finish(status)
  report:close()
  vim.cmd(status == 0 and "qall!" or ("cquit " .. status))
end

vim.cmd("edit " .. vim.fn.fnameescape(profile))
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = "brandlint",
  cmd = { brandlint, "lsp", "--debounce", "50" },
  root_dir = vim.fn.fnamemodify(profile, ":h"),
})
if not client then
  say("error", "the client did not start")
  return finish(2)
end
vim.lsp.buf_attach_client(buffer, client)

if not vim.wait(30000, function() return #vim.diagnostic.get(buffer) > 0 end, 20) then
  say("error", "no diagnostics arrived")
  return finish(3)
end
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  say("diagnostic", (diagnostic.lnum + 1) .. ":" .. (diagnostic.col + 1) .. " " .. tostring(diagnostic.code))
end

local line_count = vim.api.nvim_buf_line_count(buffer)
local params = {
  textDocument = { uri = vim.uri_from_bufnr(buffer) },
  range = { start = { line = 0, character = 0 }, ["end"] = { line = line_count, character = 0 } },
  context = { diagnostics = {} },
}
local responses = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", params, 10000) or {}
local chosen
for _, response in pairs(responses) do
  for _, action in ipairs(response.result or {}) do
    say("action", action.title)
    if action.isPreferred and not chosen then chosen = action end
  end
end
if not chosen then
  say("error", "no preferred quick fix")
  return finish(4)
end
vim.lsp.util.apply_workspace_edit(chosen.edit, "utf-16")
vim.cmd("write")

if not vim.wait(30000, function() return #vim.diagnostic.get(buffer) == 0 end, 20) then
  say("error", "diagnostics did not clear after the fix")
  return finish(5)
end
say("cleared", "yes")
vim.lsp.stop_client(client)
finish(0)
