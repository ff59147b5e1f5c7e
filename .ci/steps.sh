# The step machinery of .ci/run (sourced): every step's output goes to its own log and is printed under a
# "::: name: command" line, the runners' "N passed" / "N failed" counts are summed for the closing line, and
# any step that fails fails the run. Steps that mostly keep one core busy (tsc, eslint, a single-process
# server) run side by side with `started` + `joined` on the 2-core machine: their logs are printed whole,
# in the order they were started, once they have ended (interleaved lines of two runners help nobody).

logs=$(mktemp -d)
passed=0
failed=0
steps_failed=()
declare -A step_pid step_cmd step_t0
run_t0=$SECONDS

count() { # log file -> adds the runner's passed/failed counts
  local p f
  p=$(grep -aoE '(Tests +)?[0-9]+ passed' "$1" | grep -oE '[0-9]+' | tail -1)
  f=$(grep -aoE '[0-9]+ failed' "$1" | grep -oE '[0-9]+' | tail -1)
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-0}))
}

took() { # seconds -> "1 min 05 s"
  printf '%d min %02d s' $(($1 / 60)) $(($1 % 60))
}

ended() { # name, exit status, end (seconds): counts, records a failure, prints the step's time
  local name=$1 rc=$2 end=$3
  if [ "$rc" -ne 0 ]; then
    steps_failed+=("$name")
    grep -qE '[0-9]+ failed' "$logs/$name.log" || failed=$((failed + 1))
  fi
  count "$logs/$name.log"
  echo "::: $name took $(took $((end - step_t0[$name])))$([ "$rc" -ne 0 ] && echo ", FAILED")"
}

step() { # name, command... : one step, its output shown as it comes
  local name=$1 rc=0; shift
  echo "::: $name: $*"
  step_t0[$name]=$SECONDS
  "$@" 2>&1 | tee "$logs/$name.log" || rc=$?
  ended "$name" "$rc" "$SECONDS"
}

started() { # name, command... : a step run in the background (see joined)
  local name=$1; shift
  step_cmd[$name]="$*"
  step_t0[$name]=$SECONDS
  # The end is noted when the step ends, not when it is joined (a later step may end first).
  { "$@" > "$logs/$name.log" 2>&1; local rc=$?; echo $SECONDS > "$logs/$name.end"; exit $rc; } &
  step_pid[$name]=$!
}

joined() { # names... : waits for each step started, in this order, and prints its log
  local name rc
  for name in "$@"; do
    rc=0
    wait "${step_pid[$name]}" || rc=$?
    echo "::: $name: ${step_cmd[$name]}"
    cat "$logs/$name.log"
    ended "$name" "$rc" "$(cat "$logs/$name.end")"
  done
}

closing() { # the closing lines: failed steps, the run's time, "N passed, N failed"; the run's status
  [ ${#steps_failed[@]} -eq 0 ] || echo "failed steps: ${steps_failed[*]}"
  echo "::: the run took $(took $((SECONDS - run_t0))) on $(nproc) cores (load average $(cut -d' ' -f1-3 /proc/loadavg))"
  echo "$passed passed, $failed failed"
  [ ${#steps_failed[@]} -eq 0 ]
}
