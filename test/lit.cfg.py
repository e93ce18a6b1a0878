# -*- Python -*-
# The lit configuration of metal-nt's test suite. ctest runs one lit
# invocation per component folder with --param metalnt_site_config=<file>.

import os
import lit.formats

config.name = "metal-nt"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".test", ".ll", ".s"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)

site = lit_config.params.get("metalnt_site_config")
if not site:
    lit_config.fatal("run through ctest, or pass --param metalnt_site_config=<build>/test/lit.site.cfg.py")
exec(open(site).read())
config.test_exec_root = os.path.join(config.metalnt_obj_root, "test")

config.environment["PATH"] = os.pathsep.join(
    [config.metalnt_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])

# The shared material (seeds, corpus, ISA vectors) is only beside the
# project's own checkouts; tests that need it say REQUIRES: and are reported
# as unsupported elsewhere.
shared = os.path.abspath(config.shared_dir)
corpus = os.path.join(shared, "corpus", "metallib")
if os.path.isdir(corpus):
    config.available_features.add("corpus")
if os.path.isdir(os.path.join(shared, "facts")):
    config.available_features.add("facts")
if os.path.isfile(os.path.join(shared, "isa", "agx", "cases.txt")):
    config.available_features.add("agx")
import shutil
if shutil.which("iga64"):
    config.available_features.add("iga64")
import shutil
if shutil.which("groff"):
    config.available_features.add("groff")
# pocl (pocl-opencl-icd) through the ICD loader: the reference OpenCL
# implementation test/metal compares with.
import ctypes.util
if os.path.isfile("/etc/OpenCL/vendors/pocl.icd") and ctypes.util.find_library("OpenCL"):
    config.available_features.add("pocl")
if os.path.isdir(os.path.join(shared, "seeds")):
    config.available_features.add("seeds")

if os.path.exists(os.path.join(config.metalnt_tools_dir, "metallib-reader-fuzzer")):
    config.available_features.add("fuzzer")

config.substitutions.append(("%corpus", corpus))
config.substitutions.append(("%metalnt_lib_dir", os.path.join(config.metalnt_obj_root, "lib")))
config.substitutions.append(("%applegpu_plugin", os.path.join(config.metalnt_obj_root, "lib", "AppleGPUPlugin.so")))
config.substitutions.append(("%intelgpu_plugin", os.path.join(config.metalnt_obj_root, "lib", "IntelGPUPlugin.so")))
config.substitutions.append(("%srcroot", os.path.dirname(config.test_source_root)))
config.substitutions.append(("%utils", os.path.join(os.path.dirname(config.test_source_root), "utils")))
config.substitutions.append(("%shared", shared))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%examples", os.path.join(os.path.dirname(config.test_source_root), "examples")))
config.substitutions.append(("%flatc", config.flatc))
config.substitutions.append(("%schemas", os.path.join(os.path.dirname(config.test_source_root), "lib", "MetalScript", "schemas")))
config.substitutions.append(("%tools_dir", config.metalnt_tools_dir))
config.substitutions.append(("%testinputs", os.path.join(config.test_source_root, "Inputs")))
