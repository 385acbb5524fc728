select "id", "code", "name_en", "name_cn", "country", "address", "is_active"
  from "warehouses"
  order by "sort", "id";

select "l"."product_id", "b"."warehouse_id", sum("l"."quantity" - "l"."shelved") as "quantity"
  from "inbound_lines" as "l"
  inner join "inbound_bookings" as "b" on "b"."id" = "l"."booking_id"
  where "l"."customer_id" = ? and "l"."product_id" in (?, ?) and "b"."customer_id" = ? and "b"."status" in (?, ?, ?, ?, ?)
  group by "l"."product_id", "b"."warehouse_id";

select "product_id", "warehouse_id", sum(case when created_at >= ? then -on_hand_delta else 0 end) as "w0", sum(case when created_at >= ? then -on_hand_delta else 0 end) as "w1", sum(case when created_at >= ? then -on_hand_delta else 0 end) as "w2"
  from "stock_movements"
  where "customer_id" = ? and type = 'deduction' and "product_id" in (?, ?) and "warehouse_id" in (?, ?, ?, ?) and "created_at" >= ?
  group by "product_id", "warehouse_id";

select "sku_catalogue"."id", "sku_catalogue"."sku", "sku_catalogue"."name_cn", "sku_catalogue"."name_en", "sku_catalogue"."image_url"
  from (select "id", "sku", "sku_key", "name_cn", "name_en", "image_url", "warning_quantity"
  from "products"
  where "customer_id" = ?) as "sku_catalogue"
  where "sku_catalogue"."id" in (?, ?);

select "stock_balances"."id", "stock_balances"."product_id", "stock_balances"."warehouse_id", "stock_balances"."on_hand", "stock_balances"."locked", "stock_balances"."warning_quantity"
  from "stock_balances"
  where "stock_balances"."customer_id" = ?
  order by "stock_balances"."sku_key" asc, "stock_balances"."warehouse_id" asc
  limit 20 offset ?;

select count(*) as "n"
  from (select "stock_balances"."id"
  from "stock_balances"
  where "stock_balances"."customer_id" = ?
  limit 10000) as "counted";
