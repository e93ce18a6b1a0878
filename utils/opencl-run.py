#!/usr/bin/env python3
"""Runs an OpenCL C kernel on an OpenCL platform (pocl by default), with
metal-run's argument syntax, so that one command line drives both:

  opencl-run.py FILE.cl -function=K -grid=X[,Y,Z] -threadgroup=X[,Y,Z]
      -buffer=I:@FILE | -buffer=I:zeros:N      kernel argument I: a buffer,
                                               or (a scalar, vector or
                                               structure) the file's bytes
      -threadgroup-memory=I:N                  __local argument I of N bytes
      -texture=I:2d:FORMAT:WxH:@FILE|zeros     image2d_t argument I (FORMAT:
                                               RGBA32Float, RGBA8Unorm,
                                               RGBA32Uint, RGBA32Sint,
                                               R32Float)
      -output-texture=I:FILE                   image I after the run
      -output=I:FILE                           buffer I after the run
      -build-options=...                       clBuildProgram's options
      -platform=NAME                           a platform whose name
                                               contains NAME (default pocl)
      -run-stats                               time a second dispatch (the
                                               first compiles for the local
                                               size) and print
                                               "dispatch-seconds: S" to stderr

Argument I is OpenCL's argument index, which is the [[buffer(I)]] or
[[threadgroup(I)]] index metal gives it (docs/opencl.md). An argument the
kernel takes by value gets the file's bytes (clSetKernelArg with its size);
every other -buffer is a read-write buffer. Uses only the OpenCL ICD loader
(libOpenCL.so.1) through ctypes.
"""
import ctypes as C
import sys

CL_DEVICE_TYPE_ALL = 0xFFFFFFFF
CL_PLATFORM_NAME = 0x0902
CL_PROGRAM_BUILD_LOG = 0x1183
CL_KERNEL_NUM_ARGS = 0x1191
CL_KERNEL_ARG_ADDRESS_QUALIFIER = 0x1196
CL_KERNEL_ARG_ADDRESS_PRIVATE = 0x119E
CL_MEM_READ_WRITE = 1 << 0
CL_MEM_COPY_HOST_PTR = 1 << 5


def fail(msg):
    sys.exit("opencl-run: error: " + msg)


def main(argv):
    opts = {"buffer": [], "threadgroup-memory": [], "output": [], "texture": [],
            "output-texture": []}
    source = None
    for a in argv:
        if not a.startswith("-"):
            source = a
            continue
        key, _, value = a.lstrip("-").partition("=")
        if key in opts and isinstance(opts[key], list):
            opts[key].append(value)
        else:
            opts[key] = value
    if not source or "function" not in opts or "grid" not in opts:
        fail("usage: opencl-run.py FILE.cl -function=K -grid=X[,Y,Z] ...")
    try:
        cl = C.CDLL("libOpenCL.so.1")
    except OSError as e:
        fail("no OpenCL ICD loader (libOpenCL.so.1): %s" % e)
    V = C.c_void_p
    for name, res in [("clCreateContext", V), ("clCreateCommandQueue", V),
                      ("clCreateProgramWithSource", V), ("clCreateKernel", V),
                      ("clCreateBuffer", V)]:
        getattr(cl, name).restype = res
    err = C.c_int(0)

    def check(code, what):
        if code != 0:
            fail("%s failed (%d)" % (what, code))

    n = C.c_uint(0)
    check(cl.clGetPlatformIDs(0, None, C.byref(n)), "clGetPlatformIDs")
    plats = (V * n.value)()
    cl.clGetPlatformIDs(n, plats, None)
    want = opts.get("platform", "pocl").lower()
    # pocl calls itself "Portable Computing Language".
    if want == "pocl":
        want = "portable computing language"
    platform = None
    for p in plats:
        name = C.create_string_buffer(256)
        cl.clGetPlatformInfo(V(p), CL_PLATFORM_NAME, 256, name, None)
        if want in name.value.decode().lower():
            platform = V(p)
    if platform is None:
        fail("no OpenCL platform named like '%s'" % want)
    dev = V()
    check(cl.clGetDeviceIDs(platform, C.c_ulong(CL_DEVICE_TYPE_ALL), 1,
                            C.byref(dev), None), "clGetDeviceIDs")
    ctx = V(cl.clCreateContext(None, 1, C.byref(dev), None, None, C.byref(err)))
    check(err.value, "clCreateContext")
    queue = V(cl.clCreateCommandQueue(ctx, dev, C.c_ulong(0), C.byref(err)))
    check(err.value, "clCreateCommandQueue")
    text = open(source, "rb").read()
    src = C.c_char_p(text)
    prog = V(cl.clCreateProgramWithSource(ctx, 1, C.byref(src), None, C.byref(err)))
    check(err.value, "clCreateProgramWithSource")
    # Argument info tells by-value arguments from buffers.
    build = ("-cl-kernel-arg-info " + opts.get("build-options", "")).encode()
    code = cl.clBuildProgram(prog, 1, C.byref(dev), C.c_char_p(build), None, None)
    if code != 0:
        log = C.create_string_buffer(1 << 16)
        cl.clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 1 << 16, log, None)
        fail("clBuildProgram failed (%d):\n%s" % (code, log.value.decode()))
    kernel = V(cl.clCreateKernel(prog, opts["function"].encode(), C.byref(err)))
    check(err.value, "clCreateKernel " + opts["function"])

    def private(i):
        q = C.c_uint(0)
        r = cl.clGetKernelArgInfo(kernel, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER,
                                  C.sizeof(q), C.byref(q), None)
        return r == 0 and q.value == CL_KERNEL_ARG_ADDRESS_PRIVATE

    buffers = {}
    for spec in opts["buffer"]:
        idx, _, rest = spec.partition(":")
        i = int(idx)
        if rest.startswith("@"):
            data = open(rest[1:], "rb").read()
        elif rest.startswith("zeros:"):
            data = bytes(int(rest[6:]))
        else:
            fail("-buffer=%s: expected I:@FILE or I:zeros:N" % spec)
        if private(i):
            blob = C.create_string_buffer(data, len(data))
            check(cl.clSetKernelArg(kernel, i, C.c_size_t(len(data)), blob),
                  "clSetKernelArg %d (by value)" % i)
            continue
        host = C.create_string_buffer(data, max(len(data), 1))
        mem = V(cl.clCreateBuffer(ctx, C.c_ulong(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR),
                                  C.c_size_t(max(len(data), 1)), host, C.byref(err)))
        check(err.value, "clCreateBuffer %d" % i)
        buffers[i] = (mem, len(data))
        check(cl.clSetKernelArg(kernel, i, C.c_size_t(C.sizeof(V)), C.byref(mem)),
              "clSetKernelArg %d" % i)
    # Images: metal-run's pixel format names as OpenCL image formats.
    formats = {"RGBA32Float": (0x10B5, 0x10DE, 16), "RGBA8Unorm": (0x10B5, 0x10D2, 4),
               "RGBA32Uint": (0x10B5, 0x10DC, 16), "RGBA32Sint": (0x10B5, 0x10D9, 16),
               "R32Float": (0x10B0, 0x10DE, 4)}

    class ImageFormat(C.Structure):
        _fields_ = [("order", C.c_uint), ("type", C.c_uint)]

    class ImageDesc(C.Structure):
        _fields_ = [("type", C.c_uint), ("width", C.c_size_t), ("height", C.c_size_t),
                    ("depth", C.c_size_t), ("array_size", C.c_size_t),
                    ("row_pitch", C.c_size_t), ("slice_pitch", C.c_size_t),
                    ("mip_levels", C.c_uint), ("samples", C.c_uint), ("buffer", V)]
    cl.clCreateImage.restype = V
    images = {}
    for spec in opts["texture"]:
        parts = spec.split(":")
        if len(parts) != 5 or parts[1] != "2d" or parts[2] not in formats:
            fail("-texture=%s: expected I:2d:FORMAT:WxH:@FILE|zeros with FORMAT one of %s"
                 % (spec, ", ".join(formats)))
        i = int(parts[0])
        order, ctype, texel = formats[parts[2]]
        w, h = (int(v) for v in parts[3].split("x"))
        data = open(parts[4][1:], "rb").read() if parts[4].startswith("@") else bytes(w * h * texel)
        host = C.create_string_buffer(data, max(len(data), 1))
        fmt = ImageFormat(order, ctype)
        desc = ImageDesc(0x10F1, w, h, 1, 1, 0, 0, 0, 0, None)
        mem = V(cl.clCreateImage(ctx, C.c_ulong(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR),
                                 C.byref(fmt), C.byref(desc), host, C.byref(err)))
        check(err.value, "clCreateImage %d" % i)
        images[i] = (mem, w, h, texel)
        check(cl.clSetKernelArg(kernel, i, C.c_size_t(C.sizeof(V)), C.byref(mem)),
              "clSetKernelArg %d (image)" % i)
    for spec in opts["threadgroup-memory"]:
        idx, _, size = spec.partition(":")
        check(cl.clSetKernelArg(kernel, int(idx), C.c_size_t(int(size)), None),
              "clSetKernelArg %s (local)" % idx)
    grid = [int(x) for x in opts["grid"].split(",")]
    local = [int(x) for x in opts.get("threadgroup", "1").split(",")]
    dims = max(len(grid), len(local))
    grid += [1] * (dims - len(grid))
    local += [1] * (dims - len(local))
    g = (C.c_size_t * dims)(*grid)
    l = (C.c_size_t * dims)(*local)
    check(cl.clEnqueueNDRangeKernel(queue, kernel, dims, None, g, l, 0, None, None),
          "clEnqueueNDRangeKernel")
    check(cl.clFinish(queue), "clFinish")
    if "run-stats" in opts:
        import time
        start = time.perf_counter()
        check(cl.clEnqueueNDRangeKernel(queue, kernel, dims, None, g, l, 0, None, None),
              "clEnqueueNDRangeKernel")
        check(cl.clFinish(queue), "clFinish")
        print("dispatch-seconds: %.9f" % (time.perf_counter() - start), file=sys.stderr)
    for spec in opts["output"]:
        idx, _, path = spec.partition(":")
        mem, size = buffers[int(idx)]
        out = C.create_string_buffer(size)
        check(cl.clEnqueueReadBuffer(queue, mem, 1, C.c_size_t(0), C.c_size_t(size),
                                     out, 0, None, None), "clEnqueueReadBuffer")
        open(path, "wb").write(out.raw)
    for spec in opts["output-texture"]:
        idx, _, path = spec.partition(":")
        mem, w, h, texel = images[int(idx)]
        out = C.create_string_buffer(w * h * texel)
        origin = (C.c_size_t * 3)(0, 0, 0)
        region = (C.c_size_t * 3)(w, h, 1)
        check(cl.clEnqueueReadImage(queue, mem, 1, origin, region, C.c_size_t(0),
                                    C.c_size_t(0), out, 0, None, None), "clEnqueueReadImage")
        open(path, "wb").write(out.raw)


if __name__ == "__main__":
    main(sys.argv[1:])
