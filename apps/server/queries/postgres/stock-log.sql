select "id", "code", "name_en", "name_cn", "country", "address", "is_active"
  from "warehouses"
  order by "sort", "id";

select "id", "platform_order_no"
  from "orders"
  where "customer_id" = $1 and "id" in ($2);

select "id", "sku", "name_cn", "name_en"
  from (select "id", "sku", "sku_key", "name_cn", "name_en", "image_url", "warning_quantity"
  from "products"
  where "customer_id" = $1) as "sku_catalogue"
  where "id" in ($2, $3);

select *
  from "stock_movements"
  where "customer_id" = $1
  order by "id" desc
  limit $2 offset $3;

select count(*) as "n"
  from (select "id"
  from "stock_movements"
  where "customer_id" = $1
  limit $2) as "counted";
