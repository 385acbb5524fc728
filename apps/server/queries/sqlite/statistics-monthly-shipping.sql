select "shipping_method_name"
  from "orders"
  where "customer_id" = ? and "shipping_method_code" = ?
  order by "id" desc
  limit 1;

select substr(day, 1, 7) as "month", "shipping_method_code", sum("orders") as "orders", sum("parcels") as "parcels"
  from "order_day_figures"
  where "customer_id" = ? and "day" >= ? and "day" <= ?
  group by substr(day, 1, 7), "shipping_method_code"
  having sum("orders") > ?;
