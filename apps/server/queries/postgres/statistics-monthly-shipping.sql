select "shipping_method_name"
  from "orders"
  where "customer_id" = $1 and "shipping_method_code" = $2
  order by "id" desc
  limit $3;

select substr(day, 1, 7) as "month", "shipping_method_code", sum("orders") as "orders", sum("parcels") as "parcels"
  from "order_day_figures"
  where "customer_id" = $1 and "day" >= $2 and "day" <= $3
  group by substr(day, 1, 7), "shipping_method_code"
  having sum("orders") > $4;
