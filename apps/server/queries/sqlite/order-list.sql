select "order_id", "sku", "quantity"
  from "order_lines"
  where "customer_id" = ? and "order_id" in (?, ?)
  order by "order_id", "position";

select "orders"."id", "orders"."system_order_id", "orders"."platform_order_no", "orders"."first_name", "orders"."city", "orders"."country", "orders"."warehouse_id", "orders"."warehouse_code", "orders"."shipping_method_code", "orders"."shipping_method_name", "orders"."status", "orders"."tracking_number", "orders"."last_mile_tracking_number", "orders"."estimate_total", "orders"."final_fee_total", "orders"."needs_reply", "orders"."interception_requested", "orders"."created_at", "orders"."updated_at"
  from "orders"
  where "orders"."customer_id" = ? and "orders"."id" in (select "orders"."id"
  from "orders"
  where "orders"."customer_id" = ?
  order by "orders"."id" desc
  limit 20 offset ?)
  order by "orders"."id" desc;

select "status", "count"
  from "order_status_counts"
  where "customer_id" = ?;

select *
  from "customers"
  where "id" = ?;
