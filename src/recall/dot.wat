;; Int8 dot products of one query row against every row of a matrix, 16 lanes at a time.
;; Built into src/recall/dot_wasm.ts by `deno run -A scripts/build_wasm.ts`.
(module
  (memory (export "memory") 1)
  ;; out[r] = Σ q[i]·m[r·stride + i] for r < rows, i < stride (stride a multiple of 16).
  (func (export "dots") (param $q i32) (param $m i32) (param $rows i32) (param $stride i32) (param $out i32)
    (local $r i32) (local $i i32) (local $acc v128) (local $a v128) (local $b v128)
    (block $done
      (loop $each_row
        (br_if $done (i32.ge_u (local.get $r) (local.get $rows)))
        (local.set $acc (v128.const i32x4 0 0 0 0))
        (local.set $i (i32.const 0))
        (block $row_done
          (loop $each_block
            (br_if $row_done (i32.ge_u (local.get $i) (local.get $stride)))
            (local.set $a (v128.load (i32.add (local.get $q) (local.get $i))))
            (local.set $b (v128.load (i32.add (local.get $m) (local.get $i))))
            (local.set $acc (i32x4.add (local.get $acc)
              (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $a))
                                 (i16x8.extend_low_i8x16_s (local.get $b)))))
            (local.set $acc (i32x4.add (local.get $acc)
              (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $a))
                                 (i16x8.extend_high_i8x16_s (local.get $b)))))
            (local.set $i (i32.add (local.get $i) (i32.const 16)))
            (br $each_block)))
        (i32.store (i32.add (local.get $out) (i32.shl (local.get $r) (i32.const 2)))
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
            (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))
        (local.set $m (i32.add (local.get $m) (local.get $stride)))
        (local.set $r (i32.add (local.get $r) (i32.const 1)))
        (br $each_row))))
)
