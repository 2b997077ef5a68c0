# Worker image for Dataflow (or Flink/Spark with --environment_type DOCKER): Beam's Python 3.11 SDK
# image with beam-extract installed and its C speedups compiled when the image is built, so workers
# neither compile nor reach PyPI at start-up. The tag must match the apache-beam pin in pyproject.toml.
#
#   docker build -t REGION-docker.pkg.dev/PROJECT/REPO/beam-extract:0.1.0 .
#   docker push REGION-docker.pkg.dev/PROJECT/REPO/beam-extract:0.1.0
#   ... --runner DataflowRunner --sdk_container_image REGION-docker.pkg.dev/PROJECT/REPO/beam-extract:0.1.0
FROM apache/beam_python3.11_sdk:2.77.0

WORKDIR /tmp/beam-extract
COPY pyproject.toml setup.py MANIFEST.in README.md ./
COPY beam_extract/ beam_extract/
# The check runs from / so that it imports the installed package, not the sources: the image build
# fails here if the C speedups did not compile.
RUN pip install --no-cache-dir . \
    && cd / && python -c "import beam_extract.speedups as s; assert s.enabled(), 'C speedups not built'"
WORKDIR /
