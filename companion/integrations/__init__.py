"""Ways into memory from other stacks, each an optional extra so the core install stays small:
`mcp_server` (agent and desktop clients over MCP, `companion-memory[mcp]`) and `pipecat_memory`
(a Pipecat pipeline stage, `companion-memory[pipecat]`)."""

__all__: list[str] = []
